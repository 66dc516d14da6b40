import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/ProductFormPage';
import { product } from '@/features/product/resources';
import { productPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/editpro')({ ...productPages.routes.edit, loader: (ctx) => product.loaders.edit(ctx), component: ProductFormPage });
