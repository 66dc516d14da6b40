/**
 * The organiser's statistics: search keywords (Search/GetKeysStatisticsByAgentId) and visits by
 * kind of page (VisitLog, visits and distinct visitors), over an optional period.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getSearchGetKeysStatisticsByAgentIdQueryOptions, getVisitLogGetStatisticsGroupByTargetTypeAndUserIdCountQueryOptions, getVisitLogGetStatisticsGroupByTargetTypeCountQueryOptions } from '@gen/api/common-settings/common-settings';
import type { SearchKeywordStat } from '@gen/api/model';
import { defineResource, periodRange, scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { searchStatsPages, type VisitStatsSearch } from './routes';

export const searchStats = defineResource(searchStatsPages, {
  list: ({ start, end, ...request }, exhibitionId) =>
    getSearchGetKeysStatisticsByAgentIdQueryOptions({ ...request, ...periodRange({ start, end }), exhibitionId, agentId: session.get().user?.agentId ?? '' }),
  nameOf: (row: SearchKeywordStat) => row.keyword,
  idOf: (row) => row.keyword,
});

/** Visits, and visits with distinct visitors, per kind of page. */
export const visitQueries = (exhibitionId: string, search: VisitStatsSearch) => {
  const body = { exhibitionId, agentId: session.get().user?.agentId, ...periodRange(search) };
  return {
    visits: getVisitLogGetStatisticsGroupByTargetTypeCountQueryOptions(body),
    visitors: getVisitLogGetStatisticsGroupByTargetTypeAndUserIdCountQueryOptions(body),
  };
};

export const loadVisitStats = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: VisitStatsSearch }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  const q = exhibitionId ? visitQueries(exhibitionId, deps) : undefined;
  return Promise.all([loadLocale('settings'), q && context.queryClient.prefetchQuery(q.visits), q && context.queryClient.prefetchQuery(q.visitors)]);
};
