import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '@/features/showcase/BrandPages';
import { brand } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/allbrand')({ ...brand.routes.list, component: BrandListPage });
