import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupFormPage } from '@/features/product/ProductGroupPages';
import { productGroupPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productadd')({ ...productGroupPages.routes.create, component: ProductGroupFormPage });
