import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorProductListPage } from '@/features/product/HostProductPages';
import { exhibitorProduct } from '@/features/product/resources';
import { exhibitorProductPages } from '@/features/product/routes';

export const Route = createFileRoute('/host/index/ex/proList')({
  ...exhibitorProductPages.routes.list,
  loader: (ctx) => exhibitorProduct.loaders.list(ctx),
  component: ExhibitorProductListPage,
});
