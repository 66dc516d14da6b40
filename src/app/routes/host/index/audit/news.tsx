import { createFileRoute } from '@tanstack/react-router';
import { NewsReviewPage } from '@/features/news/ExhibitorNewsPages';
import { newsReview } from '@/features/news/resources';
import { newsReviewPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/audit/news')({
  ...newsReviewPages.routes.list,
  loader: (ctx) => newsReview.loaders.list(ctx),
  component: NewsReviewPage,
});
