import { createFileRoute } from '@tanstack/react-router';
import { ProductEditPage } from '@/features/product/ProductFormPage';
import { recordSearch } from '@/features/product/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/product/editpro')({
  validateSearch: recordSearch,
  staticData: { title: 'nav.exhibitor.product.editpro' },
  component: ProductEditPage,
});
