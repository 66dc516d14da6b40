import { createFileRoute } from '@tanstack/react-router';
import { ProductFeedbackPage } from '@/features/product/ProductFeedbackPage';
import { product } from '@/features/product/resources';
import { productPages } from '@/features/product/routes';

/** The company's products, as the product list loads them, each with its feedback. */
export const Route = createFileRoute('/exhibition{-$lang}/index/product-feedback')({
  ...productPages.routes.list, loader: (ctx) => product.loaders.list(ctx),
  staticData: { title: 'nav.exhibitor.product-feedback', section: 'data' },
  component: ProductFeedbackPage,
});
