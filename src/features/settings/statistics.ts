/**
 * The organiser's statistics: search keywords (Search/GetKeysStatisticsByAgentId) and visits by
 * kind of page (VisitLog, visits and distinct visitors), over an optional period; the daily trend
 * asks the same two calls once per day (the show's days from the exhibition, or the period's).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getSearchGetKeysStatisticsByAgentIdQueryOptions, getVisitLogGetStatisticsGroupByTargetTypeAndUserIdCountQueryOptions, getVisitLogGetStatisticsGroupByTargetTypeCountQueryOptions } from '@gen/api/common-settings/common-settings';
import { getExhibitionGetQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { SearchKeywordStat } from '@gen/api/model';
import { chinaDay, daysBetween } from '@/components/chart';
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

/** The exhibition whose show days the trend shows when no period is chosen. */
export const showQuery = (exhibitionId: string) => getExhibitionGetQueryOptions({ id: exhibitionId });

/** The trend shows at most this many days (a longer period: its last days). */
export const TREND_MAX_DAYS = 31;

export interface TrendSpan {
  /** The days of the trend, in order (YYYY-MM-DD, China time). */
  days: string[];
  /** Whether they are the show's days (no period chosen) or the period's. */
  of: 'show' | 'period';
  /** The period had more days than the trend shows. */
  capped: boolean;
}

const DAY = 86_400_000;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * The days of the daily trend: without a period, the show's days (from its start to its end);
 * with one, its days, at most TREND_MAX_DAYS (a start alone: that many days from it; an end alone
 * or a longer period: the last ones up to the end). An end before the start gives no days.
 */
export function trendSpan(period: VisitStatsSearch, show?: { startTime?: string; endTime?: string }): TrendSpan {
  if (!period.start && !period.end) {
    const first = chinaDay(show?.startTime);
    const last = chinaDay(show?.endTime);
    return { days: first && last ? daysBetween(first, last, TREND_MAX_DAYS) : [], of: 'show', capped: false };
  }
  const end = period.end ?? plusDays(period.start!, TREND_MAX_DAYS - 1);
  const start = period.start ?? plusDays(end, 1 - TREND_MAX_DAYS);
  const all = daysBetween(start, end);
  return { days: all.slice(-TREND_MAX_DAYS), of: 'period', capped: all.length > TREND_MAX_DAYS };
}

/** Each day's visits and visitors by kind of page (the same two calls, for that day alone). */
export const dailyQueries = (exhibitionId: string, days: readonly string[]) => days.map((day) => visitQueries(exhibitionId, { start: day, end: day }));

export const loadVisitStats = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: VisitStatsSearch }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  if (!exhibitionId) return loadLocale('settings');
  const { queryClient } = context;
  const q = visitQueries(exhibitionId, deps);
  // The trend's days need the exhibition's dates when no period is chosen; its failure is the page's to show.
  const trend = async () => {
    const show = deps.start || deps.end ? undefined : (await queryClient.ensureQueryData(showQuery(exhibitionId))).data;
    await Promise.all(dailyQueries(exhibitionId, trendSpan(deps, show).days).flatMap((d) => [queryClient.prefetchQuery(d.visits), queryClient.prefetchQuery(d.visitors)]));
  };
  return Promise.all([loadLocale('settings'), queryClient.prefetchQuery(q.visits), queryClient.prefetchQuery(q.visitors), trend().catch(() => undefined)]);
};
