import { createFileRoute } from '@tanstack/react-router';
import { ExportPage } from '@/features/exports/ExportPages';
import { loadExports } from '@/features/exports/exportTasks';
import { exportPage } from '@/features/exports/routes';

export const Route = createFileRoute('/host/index/ex/export')({ ...exportPage, loader: (ctx) => loadExports(ctx), component: ExportPage });
