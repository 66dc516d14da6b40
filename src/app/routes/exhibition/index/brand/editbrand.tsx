import { createFileRoute } from '@tanstack/react-router';
import { BrandFormPage } from '@/features/showcase/BrandPages';
import { brand } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/editbrand')({ ...brand.routes.edit, component: BrandFormPage });
