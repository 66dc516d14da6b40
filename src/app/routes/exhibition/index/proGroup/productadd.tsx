import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupCreatePage } from '@/features/product/ProductGroupFormPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productadd')({
  loader: () => loadLocale('product'),
  staticData: { title: 'nav.exhibitor.proGroup.productadd', parent: '/exhibition{-$lang}/index/proGroup/productlist' },
  component: ProductGroupCreatePage,
});
