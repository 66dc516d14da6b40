import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupEditPage } from '@/features/product/ProductGroupFormPage';
import { recordSearch } from '@/features/product/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productedit')({
  loader: () => loadLocale('product'),
  validateSearch: recordSearch,
  staticData: { title: 'nav.exhibitor.proGroup.productedit', parent: '/exhibition{-$lang}/index/proGroup/productlist' },
  component: ProductGroupEditPage,
});
