import { createFileRoute } from '@tanstack/react-router';
import { HostProductFormPage } from '@/features/product/HostProductPages';
import { hostProduct } from '@/features/product/resources';
import { hostProductPages } from '@/features/product/routes';

export const Route = createFileRoute('/host/index/pro/pro-edit')({
  ...hostProductPages.routes.edit,
  loader: (ctx) => hostProduct.loaders.edit(ctx),
  component: HostProductFormPage,
});
