import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupListPage } from '@/features/product/ProductGroupPages';
import { productGroup } from '@/features/product/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productlist')({ ...productGroup.routes.list, component: ProductGroupListPage });
