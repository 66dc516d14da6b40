/**
 * The organiser's live overview (GraphQL): the exhibition's activities with a live, one live's
 * channel summary (refreshed from the streaming provider on demand) and its viewer logs.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  useActivityChannlIdSummaryRefreshSummaryMutation, useActivityPageQuery, useViewerLogsCompanyLogPageQuery, useViewerLogsProductLogPageQuery,
  useViewerLogsUserLogPageQuery,
} from '@gen/graphql/hooks';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { ActLiveSearch } from './routes';

const LOG_PAGE_SIZE = 10;

/** The activities that applied for a live, as the kit's lists read them (`{ data: page }`). */
export const livesQuery = (exhibitionId: string, search: ActLiveSearch) => {
  const input = { exhibitionId, isApplyLive: true, keyword: search.keyword, pageIndex: search.pageIndex, pageSize: search.pageSize };
  return {
    queryKey: ['act-live', ...useActivityPageQuery.getKey({ input })],
    queryFn: async () => ({ data: (await useActivityPageQuery.fetcher({ input })()).activity.page }),
  };
};

/** The channel summary: the provider's figures, fetched again when asked. */
export const refreshSummary = (activityId: string) =>
  useActivityChannlIdSummaryRefreshSummaryMutation.fetcher({ input: { activityId } })().then((r) => r.activityChannlIdSummary.refreshSummary);

/** One page of a live's viewer logs: who watched, which products and which companies they looked at. */
export const logQueries = {
  viewers: (activityId: string, pageIndex: number) => {
    const input = { activityId, pageIndex, pageSize: LOG_PAGE_SIZE };
    return { queryKey: useViewerLogsUserLogPageQuery.getKey({ input }), queryFn: async () => ({ data: (await useViewerLogsUserLogPageQuery.fetcher({ input })()).viewerLogs.userLogPage }) };
  },
  products: (activityId: string, pageIndex: number) => {
    const input = { activityId, pageIndex, pageSize: LOG_PAGE_SIZE };
    return { queryKey: useViewerLogsProductLogPageQuery.getKey({ input }), queryFn: async () => ({ data: (await useViewerLogsProductLogPageQuery.fetcher({ input })()).viewerLogs.productLogPage }) };
  },
  companies: (activityId: string, pageIndex: number) => {
    const input = { activityId, pageIndex, pageSize: LOG_PAGE_SIZE };
    return { queryKey: useViewerLogsCompanyLogPageQuery.getKey({ input }), queryFn: async () => ({ data: (await useViewerLogsCompanyLogPageQuery.fetcher({ input })()).viewerLogs.companyLogPage }) };
  },
};

/** The page's loader: its text, the lives and, when one is chosen, its first logs. */
export const loadActLive = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: ActLiveSearch }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([
    loadLocale('exhibit'),
    exhibitionId ? context.queryClient.prefetchQuery(livesQuery(exhibitionId, deps)) : undefined,
    deps.activityId ? context.queryClient.prefetchQuery(logQueries[deps.tab](deps.activityId, deps.logPage)) : undefined,
  ]);
};
