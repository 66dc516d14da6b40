import { createFileRoute } from '@tanstack/react-router';
import { FloorPlanPage } from '@/features/siteShowcase/FloorPlanPage';
import { loadFloorPlans } from '@/features/siteShowcase/floorPlans';
import { floorPlanPage } from '@/features/siteShowcase/routes';

export const Route = createFileRoute('/host/index/webSet/web-plan')({ ...floorPlanPage, loader: (ctx) => loadFloorPlans(ctx), component: FloorPlanPage });
