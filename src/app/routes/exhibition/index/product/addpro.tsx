import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/ProductFormPage';
import { productPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/addpro')({ ...productPages.routes.create, component: ProductFormPage });
