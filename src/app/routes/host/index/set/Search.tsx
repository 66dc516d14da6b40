import { createFileRoute } from '@tanstack/react-router';
import { SearchStatsPage } from '@/features/settings/StatisticsPages';
import { searchStatsPages } from '@/features/settings/routes';
import { searchStats } from '@/features/settings/statistics';

export const Route = createFileRoute('/host/index/set/Search')({
  ...searchStatsPages.routes.list,
  loader: (ctx) => searchStats.loaders.list(ctx),
  component: SearchStatsPage,
});
