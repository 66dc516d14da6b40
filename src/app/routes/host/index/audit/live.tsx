import { createFileRoute } from '@tanstack/react-router';
import { LiveReviewPage } from '@/features/activity/LiveReviewPage';
import { liveReview } from '@/features/activity/liveReview';
import { liveReviewPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/audit/live')({
  ...liveReviewPages.routes.list,
  loader: (ctx) => liveReview.loaders.list(ctx),
  component: LiveReviewPage,
});
