import { createFileRoute, redirect } from '@tanstack/react-router';
import { userPostingPages } from '@/features/supply/routes';

/** The section's old URL: it opens user-new with the same search, so bookmarks keep working. */
export const Route = createFileRoute('/host/index/supply-info/user')({
  validateSearch: userPostingPages.routes.list.validateSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/host/index/supply-info/user-new', search, replace: true });
  },
});
