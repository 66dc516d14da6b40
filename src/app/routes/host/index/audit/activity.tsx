import { createFileRoute } from '@tanstack/react-router';
import { ActivityReviewPage } from '@/features/activity/HostActivityPages';
import { activityReview } from '@/features/activity/resources';
import { activityReviewPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/audit/activity')({
  ...activityReviewPages.routes.list,
  loader: (ctx) => activityReview.loaders.list(ctx),
  component: ActivityReviewPage,
});
