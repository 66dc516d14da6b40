import { createFileRoute } from '@tanstack/react-router';
import { BrandCreatePage } from '@/features/showcase/BrandFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/addbrand')({
  staticData: { title: 'nav.exhibitor.brand.addbrand' },
  component: BrandCreatePage,
});
