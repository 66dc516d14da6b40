import { createFileRoute, redirect } from '@tanstack/react-router';
import { companyPostingPages } from '@/features/supply/routes';

/** The section's old URL: it opens company-new with the same search, so bookmarks keep working. */
export const Route = createFileRoute('/host/index/supply-info/company')({
  validateSearch: companyPostingPages.routes.list.validateSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/host/index/supply-info/company-new', search, replace: true });
  },
});
