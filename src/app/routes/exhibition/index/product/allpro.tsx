import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/product/ProductListPage';
import { product } from '@/features/product/resources';
import { productPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/allpro')({ ...productPages.routes.list, loader: (ctx) => product.loaders.list(ctx), component: ProductListPage });
