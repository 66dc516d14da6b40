import { createFileRoute } from '@tanstack/react-router';
import { HostProductListPage } from '@/features/product/HostProductPages';
import { hostProduct } from '@/features/product/resources';
import { hostProductPages } from '@/features/product/routes';

export const Route = createFileRoute('/host/index/pro/pro-home')({
  ...hostProductPages.routes.list,
  loader: (ctx) => hostProduct.loaders.list(ctx),
  component: HostProductListPage,
});
