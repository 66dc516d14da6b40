import { createFileRoute } from '@tanstack/react-router';
import { IdCheckPage } from '@/features/audit/IdCheckPage';
import { loadIdCheck } from '@/features/audit/idCheck';
import { idCheckPage } from '@/features/audit/routes';

export const Route = createFileRoute('/host/index/audit/scan')({ ...idCheckPage, loader: (ctx) => loadIdCheck(ctx), component: IdCheckPage });
