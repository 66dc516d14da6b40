import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/product/ProductListPage';
import { productListSearch } from '@/features/product/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/allpro')({
  loader: () => loadLocale('product'),
  validateSearch: productListSearch,
  staticData: { title: 'nav.exhibitor.product.allpro', section: 'showcase' },
  component: ProductListPage,
});
