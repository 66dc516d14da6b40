import { createFileRoute } from '@tanstack/react-router';
import { AuditQueuePage } from '@/features/audit/AuditQueuePage';
import { loadQueue } from '@/features/audit/queue';
import { queuePage } from '@/features/audit/routes';

export const Route = createFileRoute('/host/index/audit/list')({ ...queuePage, loader: (ctx) => loadQueue(ctx), component: AuditQueuePage });
