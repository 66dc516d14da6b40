import { createFileRoute } from '@tanstack/react-router';
import { ActExportPage } from '@/features/activity/ActExportPage';
import { loadActExport } from '@/features/activity/actExport';
import { actExportPage } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/act/act-export')({ ...actExportPage, loader: (ctx) => loadActExport(ctx), component: ActExportPage });
