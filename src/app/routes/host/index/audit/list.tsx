import { createFileRoute } from '@tanstack/react-router';
import { AuditQueuePage } from '@/features/audit/AuditQueuePage';
import { queueRoute } from '@/features/audit/queue';

export const Route = createFileRoute('/host/index/audit/list')({ ...queueRoute, component: AuditQueuePage });
