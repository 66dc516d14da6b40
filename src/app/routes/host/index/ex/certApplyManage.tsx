import { createFileRoute } from '@tanstack/react-router';
import { BadgeReviewPage } from '@/features/badges/BadgePages';
import { badgeReview } from '@/features/badges/badges';
import { badgeReviewPages } from '@/features/badges/routes';

export const Route = createFileRoute('/host/index/ex/certApplyManage')({
  ...badgeReviewPages.routes.list,
  loader: (ctx) => badgeReview.loaders.list(ctx),
  component: BadgeReviewPage,
});
