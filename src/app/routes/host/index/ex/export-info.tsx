import { createFileRoute } from '@tanstack/react-router';
import { ExportTasksPage } from '@/features/exports/ExportPages';
import { loadExportTasks } from '@/features/exports/exportTasks';
import { exportTasksPage } from '@/features/exports/routes';

export const Route = createFileRoute('/host/index/ex/export-info')({ ...exportTasksPage, loader: (ctx) => loadExportTasks(ctx), component: ExportTasksPage });
