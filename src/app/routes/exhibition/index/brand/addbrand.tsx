import { createFileRoute } from '@tanstack/react-router';
import { BrandFormPage } from '@/features/showcase/BrandPages';
import { brandPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/addbrand')({ ...brandPages.routes.create, component: BrandFormPage });
