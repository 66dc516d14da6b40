import { createFileRoute, redirect } from '@tanstack/react-router';
import { opportunityPages } from '@/features/supply/routes';

/** The section's old URL: it opens business-opportunity-detail-new with the same search, so bookmarks keep working. */
export const Route = createFileRoute('/host/index/supply-info/business-opportunity-detail')({
  validateSearch: opportunityPages.routes.detail.validateSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/host/index/supply-info/business-opportunity-detail-new', search, replace: true });
  },
});
