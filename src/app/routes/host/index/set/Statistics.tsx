import { createFileRoute } from '@tanstack/react-router';
import { VisitStatsPage } from '@/features/settings/StatisticsPages';
import { visitStatsPage } from '@/features/settings/routes';
import { loadVisitStats } from '@/features/settings/statistics';

export const Route = createFileRoute('/host/index/set/Statistics')({ ...visitStatsPage, loader: (ctx) => loadVisitStats(ctx), component: VisitStatsPage });
