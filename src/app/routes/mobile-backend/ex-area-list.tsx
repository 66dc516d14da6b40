import { createFileRoute } from '@tanstack/react-router';
import { ExAreaListPage } from '@/features/mobile/ExAreaListPage';
import { loadExAreaList } from '@/features/mobile/loaders';
import { exAreaListSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-area-list')({
  validateSearch: exAreaListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => loadExAreaList(ctx),
  staticData: { title: 'nav.mobile.ex-area-list', section: 'browse' },
  component: ExAreaListPage,
});
