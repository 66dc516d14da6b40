import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/ProductFormPage';
import { productFormLoaders } from '@/features/product/resources';
import { productPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/editpro')({
  ...productPages.routes.edit,
  loader: (ctx) => productFormLoaders.edit(ctx),
  component: ProductFormPage,
});
