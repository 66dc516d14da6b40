import { createFileRoute } from '@tanstack/react-router';
import { PlanPage } from '@/features/exhibitions/PlanPage';
import { loadPlans } from '@/features/exhibitions/plans';
import { planPage } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/set/plan')({ ...planPage, loader: (ctx) => loadPlans(ctx), component: PlanPage });
