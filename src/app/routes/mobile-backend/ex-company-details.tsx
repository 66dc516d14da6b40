import { createFileRoute } from '@tanstack/react-router';
import { ExCompanyDetailsPage } from '@/features/mobile/ExCompanyDetailsPage';
import { loadExCompanyDetails } from '@/features/mobile/loaders';
import { exCompanyDetailsSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-company-details')({
  validateSearch: exCompanyDetailsSearch,
  loaderDeps: ({ search: { compId, joinId } }) => ({ compId, joinId }),
  loader: (ctx) => loadExCompanyDetails(ctx),
  staticData: { title: 'nav.mobile.ex-company-details', parent: '/mobile-backend/ex-company-list' },
  component: ExCompanyDetailsPage,
});
