import { createFileRoute } from '@tanstack/react-router';
import { ApplyExPage } from '@/features/hostServices/ApplyExPage';
import { applyOrders } from '@/features/hostServices/applyEx';
import { applyExPages } from '@/features/hostServices/routes';

export const Route = createFileRoute('/host/index/ex/applyEx')({
  ...applyExPages.routes.list,
  loader: (ctx) => applyOrders.loaders.list(ctx),
  component: ApplyExPage,
});
