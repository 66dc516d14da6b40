import { createFileRoute, redirect } from '@tanstack/react-router';
import { supplyExportPage } from '@/features/supply/routes';

/** The section's old URL: it opens supply-export-new with the same search, so bookmarks keep working. */
export const Route = createFileRoute('/host/index/supply-info/supply-export')({
  validateSearch: supplyExportPage.validateSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/host/index/supply-info/supply-export-new', search, replace: true });
  },
});
