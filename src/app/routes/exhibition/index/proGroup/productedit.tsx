import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupEditPage } from '@/features/product/ProductGroupFormPage';
import { recordSearch } from '@/features/product/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productedit')({
  validateSearch: recordSearch,
  staticData: { title: 'nav.exhibitor.proGroup.productedit' },
  component: ProductGroupEditPage,
});
