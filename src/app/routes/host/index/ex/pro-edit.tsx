import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorProductFormPage } from '@/features/product/HostProductPages';
import { exhibitorProduct } from '@/features/product/resources';
import { exhibitorProductPages } from '@/features/product/routes';

export const Route = createFileRoute('/host/index/ex/pro-edit')({
  ...exhibitorProductPages.routes.edit,
  loader: (ctx) => exhibitorProduct.loaders.edit(ctx),
  component: ExhibitorProductFormPage,
});
