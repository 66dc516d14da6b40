import { createFileRoute } from '@tanstack/react-router';
import { OperationLogPage } from '@/features/settings/OperationLogPage';
import { loadOperationLog } from '@/features/settings/operationLog';
import { operationLogPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/set/hostOperationLog')({ ...operationLogPage, loader: (ctx) => loadOperationLog(ctx), component: OperationLogPage });
