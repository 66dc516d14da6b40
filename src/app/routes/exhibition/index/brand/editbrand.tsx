import { createFileRoute } from '@tanstack/react-router';
import { BrandEditPage } from '@/features/showcase/BrandFormPage';
import { editSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/editbrand')({
  staticData: { title: 'nav.exhibitor.brand.editbrand' },
  validateSearch: editSearch,
  component: BrandEditPage,
});
