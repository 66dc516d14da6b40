import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/product/ProductListPage';
import { product } from '@/features/product/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/allpro')({ ...product.routes.list, component: ProductListPage });
