import { createFileRoute } from '@tanstack/react-router';
import { ExCompanyListPage } from '@/features/mobile/ExCompanyListPage';
import { exCompanyListSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-company-list')({
  validateSearch: exCompanyListSearch,
  staticData: { title: 'nav.mobile.ex-company-list', section: 'browse' },
  component: ExCompanyListPage,
});
