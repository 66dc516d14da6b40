import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '@/features/showcase/BrandPages';
import { brand } from '@/features/showcase/resources';
import { brandPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/allbrand')({ ...brandPages.routes.list, loader: (ctx) => brand.loaders.list(ctx), component: BrandListPage });
