import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupListPage } from '@/features/product/ProductGroupListPage';
import { groupListSearch } from '@/features/product/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productlist')({
  loader: () => loadLocale('product'),
  validateSearch: groupListSearch,
  staticData: { title: 'nav.exhibitor.proGroup.productlist', section: 'showcase' },
  component: ProductGroupListPage,
});
