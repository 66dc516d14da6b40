import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/ProductFormPage';
import { product } from '@/features/product/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/editpro')({ ...product.routes.edit, component: ProductFormPage });
