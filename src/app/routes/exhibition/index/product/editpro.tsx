import { createFileRoute } from '@tanstack/react-router';
import { ProductEditPage } from '@/features/product/ProductFormPage';
import { recordSearch } from '@/features/product/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/editpro')({
  loader: () => loadLocale('product'),
  validateSearch: recordSearch,
  staticData: { title: 'nav.exhibitor.product.editpro', parent: '/exhibition{-$lang}/index/product/allpro' },
  component: ProductEditPage,
});
