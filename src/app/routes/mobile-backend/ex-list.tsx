import { createFileRoute } from '@tanstack/react-router';
import { ExListPage } from '@/features/mobile/ExListPage';
import { loadExList } from '@/features/mobile/loaders';
import { exListSearch } from '@/features/mobile/search';

export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout/ex-list')({
  validateSearch: exListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => loadExList(ctx),
  staticData: { title: 'nav.mobile.ex-list', section: 'browse' },
  component: ExListPage,
});
