import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupFormPage } from '@/features/product/ProductGroupPages';
import { productGroup } from '@/features/product/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productedit')({ ...productGroup.routes.edit, component: ProductGroupFormPage });
