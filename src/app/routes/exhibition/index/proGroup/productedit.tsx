import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupFormPage } from '@/features/product/ProductGroupPages';
import { productGroup } from '@/features/product/resources';
import { productGroupPages } from '@/features/product/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productedit')({ ...productGroupPages.routes.edit, loader: (ctx) => productGroup.loaders.edit(ctx), component: ProductGroupFormPage });
