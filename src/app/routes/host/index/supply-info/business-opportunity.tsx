import { createFileRoute, redirect } from '@tanstack/react-router';
import { opportunityPages } from '@/features/supply/routes';

/** The section's old URL: it opens business-opportunity-new with the same search, so bookmarks keep working. */
export const Route = createFileRoute('/host/index/supply-info/business-opportunity')({
  validateSearch: opportunityPages.routes.list.validateSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/host/index/supply-info/business-opportunity-new', search, replace: true });
  },
});
