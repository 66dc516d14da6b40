import { createFileRoute } from '@tanstack/react-router';
import { ExAreaListPage } from '@/features/mobile/ExAreaListPage';
import { exAreaListSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-area-list')({
  validateSearch: exAreaListSearch,
  staticData: { title: 'nav.mobile.ex-area-list', section: 'browse' },
  component: ExAreaListPage,
});
