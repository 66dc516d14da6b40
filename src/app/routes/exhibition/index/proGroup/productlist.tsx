import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupListPage } from '@/features/product/ProductGroupListPage';
import { groupListSearch } from '@/features/product/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productlist')({
  validateSearch: groupListSearch,
  staticData: { title: 'nav.exhibitor.proGroup.productlist' },
  component: ProductGroupListPage,
});
