import { createFileRoute } from '@tanstack/react-router';
import { OperationLogPage } from '@/features/settings/OperationLogPage';
import { operationLogRoute } from '@/features/settings/operationLog';

export const Route = createFileRoute('/host/index/set/hostOperationLog')({ ...operationLogRoute, component: OperationLogPage });
