import { createFileRoute } from '@tanstack/react-router';
import { ExAllCompanyListPage } from '@/features/mobile/ExAllCompanyListPage';
import { loadExAllCompanyList } from '@/features/mobile/loaders';
import { exAllCompanyListSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-all-company-list')({
  validateSearch: exAllCompanyListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => loadExAllCompanyList(ctx),
  staticData: { title: 'nav.mobile.ex-all-company-list', section: 'browse' },
  component: ExAllCompanyListPage,
});
