import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '@/features/showcase/BrandListPage';
import { showListSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/brand/allbrand')({
  staticData: { title: 'nav.exhibitor.brand.allbrand' },
  validateSearch: showListSearch,
  component: BrandListPage,
});
