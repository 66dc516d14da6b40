import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/ProductFormPage';
import { productFormLoaders } from '@/features/product/resources';
import { productPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/addpro')({ ...productPages.routes.create, loader: (ctx) => productFormLoaders.create(ctx), component: ProductFormPage });
