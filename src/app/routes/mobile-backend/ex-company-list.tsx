import { createFileRoute } from '@tanstack/react-router';
import { ExCompanyListPage } from '@/features/mobile/ExCompanyListPage';
import { loadExCompanyList } from '@/features/mobile/loaders';
import { exCompanyListSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-company-list')({
  validateSearch: exCompanyListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => loadExCompanyList(ctx),
  staticData: { title: 'nav.mobile.ex-company-list', section: 'browse' },
  component: ExCompanyListPage,
});
