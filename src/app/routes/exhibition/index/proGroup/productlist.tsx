import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupListPage } from '@/features/product/ProductGroupPages';
import { productGroup } from '@/features/product/resources';
import { productGroupPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productlist')({ ...productGroupPages.routes.list, loader: (ctx) => productGroup.loaders.list(ctx), component: ProductGroupListPage });
