import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/product/ProductListPage';
import { productListSearch } from '@/features/product/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/allpro')({
  validateSearch: productListSearch,
  staticData: { title: 'nav.exhibitor.product.allpro' },
  component: ProductListPage,
});
