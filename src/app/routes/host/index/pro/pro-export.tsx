import { createFileRoute } from '@tanstack/react-router';
import { TagStatsPage } from '@/features/product/TagStatsPage';
import { tagStatsPages } from '@/features/product/routes';
import { tagStats } from '@/features/product/tagStats';

export const Route = createFileRoute('/host/index/pro/pro-export')({
  ...tagStatsPages.routes.list,
  loader: (ctx) => tagStats.loaders.list(ctx),
  component: TagStatsPage,
});
