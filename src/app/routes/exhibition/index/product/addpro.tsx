import { createFileRoute } from '@tanstack/react-router';
import { ProductCreatePage } from '@/features/product/ProductFormPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/addpro')({
  loader: () => loadLocale('product'),
  staticData: { title: 'nav.exhibitor.product.addpro', parent: '/exhibition{-$lang}/index/product/allpro' },
  component: ProductCreatePage,
});
