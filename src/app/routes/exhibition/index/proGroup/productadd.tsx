import { createFileRoute } from '@tanstack/react-router';
import { ProductGroupCreatePage } from '@/features/product/ProductGroupFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productadd')({
  staticData: { title: 'nav.exhibitor.proGroup.productadd' },
  component: ProductGroupCreatePage,
});
