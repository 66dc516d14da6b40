import { createFileRoute } from '@tanstack/react-router';
import { GroupProductsPage } from '@/features/product/GroupProductsPage';
import { groupProductsSearch } from '@/features/product/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productproList')({
  validateSearch: groupProductsSearch,
  staticData: { title: 'nav.exhibitor.proGroup.productproList' },
  component: GroupProductsPage,
});
