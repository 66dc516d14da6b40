import { createFileRoute } from '@tanstack/react-router';
import { BuyerDemandPage } from '@/features/supply/DemandPages';
import { buyerDemand } from '@/features/supply/demand';
import { buyerDemandPages } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply/user')({
  ...buyerDemandPages.routes.list,
  loader: (ctx) => buyerDemand.loaders.list(ctx),
  component: BuyerDemandPage,
});
