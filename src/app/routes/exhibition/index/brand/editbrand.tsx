import { createFileRoute } from '@tanstack/react-router';
import { BrandFormPage } from '@/features/showcase/BrandPages';
import { brand } from '@/features/showcase/resources';
import { brandPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/editbrand')({ ...brandPages.routes.edit, loader: (ctx) => brand.loaders.edit(ctx), component: BrandFormPage });
