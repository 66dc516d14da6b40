import { createFileRoute } from '@tanstack/react-router';
import { HotProductsPage } from '@/features/siteShowcase/HotProductsPage';
import { hotProduct } from '@/features/siteShowcase/hotProducts';
import { hotProductPages } from '@/features/siteShowcase/routes';

export const Route = createFileRoute('/host/index/webSet/web-hotpro')({
  ...hotProductPages.routes.list,
  loader: (ctx) => hotProduct.loaders.list(ctx),
  component: HotProductsPage,
});
