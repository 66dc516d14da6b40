import { createFileRoute } from '@tanstack/react-router';
import { GroupProductsPage } from '@/features/product/GroupProductsPage';
import { groupProductsSearch } from '@/features/product/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productproList')({
  loader: () => loadLocale('product'),
  validateSearch: groupProductsSearch,
  staticData: { title: 'nav.exhibitor.proGroup.productproList', parent: '/exhibition{-$lang}/index/proGroup/productlist' },
  component: GroupProductsPage,
});
