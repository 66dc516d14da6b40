import { createFileRoute } from '@tanstack/react-router';
import { TagReviewPage } from '@/features/product/TagReviewPage';
import { tagReviewPages } from '@/features/product/routes';
import { tagReview } from '@/features/product/tagReview';

export const Route = createFileRoute('/host/index/pro/id-check')({
  ...tagReviewPages.routes.list,
  loader: (ctx) => tagReview.loaders.list(ctx),
  component: TagReviewPage,
});
