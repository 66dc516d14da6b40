import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/ProductFormPage';
import { product } from '@/features/product/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/addpro')({ ...product.routes.create, component: ProductFormPage });
