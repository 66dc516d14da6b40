import { createFileRoute } from '@tanstack/react-router';
import { FunctionPage } from '@/features/siteSettings/FunctionPage';
import { loadFunctions } from '@/features/siteSettings/functions';
import { functionPage } from '@/features/siteSettings/routes';

export const Route = createFileRoute('/host/index/common/common-function')({ ...functionPage, loader: (ctx) => loadFunctions(ctx), component: FunctionPage });
