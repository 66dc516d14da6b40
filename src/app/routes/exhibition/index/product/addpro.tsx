import { createFileRoute } from '@tanstack/react-router';
import { ProductCreatePage } from '@/features/product/ProductFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/addpro')({
  staticData: { title: 'nav.exhibitor.product.addpro' },
  component: ProductCreatePage,
});
