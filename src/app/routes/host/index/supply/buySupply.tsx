import { createFileRoute } from '@tanstack/react-router';
import { DemandStatsPage } from '@/features/supply/DemandPages';
import { loadDemandStats } from '@/features/supply/demand';
import { demandStatsPage } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply/buySupply')({
  ...demandStatsPage,
  loader: (ctx) => loadDemandStats(ctx),
  component: DemandStatsPage,
});
