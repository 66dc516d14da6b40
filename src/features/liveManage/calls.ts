/**
 * The calls of 活动直播: the join's live activities (REST), the chosen activity and everything of its
 * live (GraphQL, 001 §7 "Live management"), the company's products to put into the stream (REST)
 * and the registration form's departments, jobs and banners. Queries are `{ queryKey, queryFn }`
 * built from the generated hooks' `.getKey` / `.fetcher`, so loaders and components share them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getActivityGetLiveShortByJoinIdQueryOptions } from '@gen/api/activity/activity';
import { ActivityGetLiveShortByJoinIdTopic, type Product, ProductGetAllByChannelIdApiVersion, ProductGetByExhibitionLiveApply, ProductGetByExhibitionLiveTopic } from '@gen/api/model';
import { productGetAllByChannelId, productGetAllByCompId, productGetByExhibitionLive } from '@gen/api/product/product';
import {
  useActivityByIdQuery, useActivityChannlIdSummaryRefreshSummaryMutation, useBannerAllQuery, useBannerCreateMutation, useBannerDeleteMutation, useBannerUpdateMutation,
  useDepartmentAllQuery, useDepartmentCreateMutation, useDepartmentDeleteMutation, useDepartmentJobCreateMutation, useDepartmentJobDeleteMutation,
  useDepartmentJobUpdateMutation, useDepartmentUpdateMutation, useLiveApplyMutation, useLiveHistoryConvertVideoMutation, useLiveHistoryCopyDateMutation,
  useLiveHistoryPageQuery, useLiveHistoryRefreshVodAndBlackMutation, useLiveHistoryRemoveVideoMutation, useLiveProviderAllByActivityIdQuery,
  useLiveProviderChannelProductAllQuery, useLiveProviderChannelProductDeleteMutation, useLiveProviderChannelQuery, useLiveProviderChannelSettingUpdateSplashMutation,
  useLiveProviderCreateMemberMutation, useLiveProviderDeleteMemberMutation, useLiveProviderRemoveTransportProductMutation, useLiveProviderTransportProductMutation,
  useLiveProviderUpdateMemberMutation, useLiveProviderUpdateTeacherMutation, useLivePushUrlQuery, useLiveUpdateLiveForbidTimeMutation, useLiveUpdateMutation,
  useLiveUpdateWeChatMutation, useViewerLogsCompanyLogPageQuery, useViewerLogsProductLogPageQuery, useViewerLogsUserLogPageQuery,
} from '@gen/graphql/hooks';
import type {
  BannerCreateInput, DepartmentCreateInput, LiveApplyInput, LiveProviderCreateMemberInput, LiveProviderUpdateMemberInput, LiveProviderUpdateTeacherInput,
  LiveUpdateInput, LiveUpdateLiveForbidTimeInput,
} from '@gen/graphql/types';
import type { ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { LiveManageSearch, LogKind } from './routes';

/** The registration form's banner type (001 §9). */
export const REG_FORM = 'reg-form';
export const HISTORY_PAGE_SIZE = 10;
export const LOG_PAGE_SIZE = 10;

// --- the activities ------------------------------------------------------------------------

/** The join's activities with a live (001: topic -1). */
export const liveActivitiesQuery = (joinId: string) => getActivityGetLiveShortByJoinIdQueryOptions({ joinId }, { topic: ActivityGetLiveShortByJoinIdTopic.NUMBER_MINUS_1 });

/** The chosen activity with its live fields (audit state, remark, channel). */
export const activityQuery = (id: string) => {
  const variables = { input: { id } };
  return { queryKey: useActivityByIdQuery.getKey(variables), queryFn: useActivityByIdQuery.fetcher(variables) };
};

export const liveCalls = {
  apply: (input: LiveApplyInput) => useLiveApplyMutation.fetcher({ input })().then((r) => r.live.apply),
  update: (input: LiveUpdateInput) => useLiveUpdateMutation.fetcher({ input })().then((r) => r.live.update),
  forbidTime: (input: LiveUpdateLiveForbidTimeInput) => useLiveUpdateLiveForbidTimeMutation.fetcher({ input })().then((r) => r.live.updateLiveForbidTime),
  weChat: (id: string, settings: Record<string, unknown>) => useLiveUpdateWeChatMutation.fetcher({ input: { id, settings } })().then((r) => r.live.updateWeChat),
};

// --- the channel ---------------------------------------------------------------------------

export const channelQuery = (channelId: string) => {
  const variables = { input: { channelId } };
  return { queryKey: useLiveProviderChannelQuery.getKey(variables), queryFn: useLiveProviderChannelQuery.fetcher(variables) };
};

export const pushUrlQuery = (activityId: string) => {
  const variables = { input: { activityId } };
  return { queryKey: useLivePushUrlQuery.getKey(variables), queryFn: useLivePushUrlQuery.fetcher(variables) };
};

export const updateSplash = (channelId: string, splashImage: string | undefined, splashEnabled: boolean) =>
  useLiveProviderChannelSettingUpdateSplashMutation.fetcher({ input: { channelId, splashImage: splashImage ?? null, splashEnabled } })();

export const refreshSummary = (activityId: string) =>
  useActivityChannlIdSummaryRefreshSummaryMutation.fetcher({ input: { activityId } })().then((r) => r.activityChannlIdSummary.refreshSummary);

// --- members -------------------------------------------------------------------------------

export const membersQuery = (activityId: string) => {
  const variables = { input: { activityId } };
  return { queryKey: useLiveProviderAllByActivityIdQuery.getKey(variables), queryFn: useLiveProviderAllByActivityIdQuery.fetcher(variables) };
};

export const memberCalls = {
  create: (input: LiveProviderCreateMemberInput) => useLiveProviderCreateMemberMutation.fetcher({ input })(),
  update: (input: LiveProviderUpdateMemberInput) => useLiveProviderUpdateMemberMutation.fetcher({ input })(),
  updateTeacher: (input: LiveProviderUpdateTeacherInput) => useLiveProviderUpdateTeacherMutation.fetcher({ input })(),
  remove: (channelId: string, account: string) => useLiveProviderDeleteMemberMutation.fetcher({ input: { channelId, account } })(),
};

// --- products in the stream ----------------------------------------------------------------

export const channelProductsQuery = (channelId: string) => {
  const variables = { input: { channelId } };
  return { queryKey: useLiveProviderChannelProductAllQuery.getKey(variables), queryFn: useLiveProviderChannelProductAllQuery.fetcher(variables) };
};

/** Where the products to add come from: the company's, the channel owner's (API 1.0) or the exhibition's live list. */
export const PRODUCT_SOURCES = ['company', 'channel', 'live'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** The products of a source, as one list (the live list is its first 100). */
export function productSourceQuery(source: ProductSource, ids: { compId: string; channelId: string; exhibitionId?: string }, tag: string) {
  const key = ['live-manage-products', source, ids, source === 'live' ? tag.trim() : ''] as const;
  const queryFn = async ({ signal }: { signal?: AbortSignal }): Promise<Product[]> => {
    if (source === 'channel') return (await productGetAllByChannelId({ LiveChannelId: ids.channelId, 'api-version': ProductGetAllByChannelIdApiVersion['10'] }, undefined, undefined, signal)).data;
    if (source === 'live') {
      const page = await productGetByExhibitionLive(
        { pageIndex: 1, pageSize: 100, compId: ids.compId, ...(ids.exhibitionId ? { exhibitionId: ids.exhibitionId } : {}) },
        { topic: ProductGetByExhibitionLiveTopic.NUMBER_MINUS_1, apply: ProductGetByExhibitionLiveApply.NUMBER_0, ...(tag.trim() ? { tag: tag.trim() } : {}) },
        undefined,
        signal,
      );
      return page.data.items;
    }
    return (await productGetAllByCompId({ compId: ids.compId }, undefined, signal)).data;
  };
  return { queryKey: key, queryFn };
}

export const productCalls = {
  /** Pushes exhibition products into the channel's list. */
  add: (channelId: string, productIds: string[]) => useLiveProviderTransportProductMutation.fetcher({ input: { channelId, productIds } })(),
  /** Takes the pushed copies of exhibition products out again. */
  removeTransported: (channelId: string, productIds: string[]) => useLiveProviderRemoveTransportProductMutation.fetcher({ input: { channelId, productIds } })(),
  /** Removes one product (the provider's id) from the channel's list. */
  remove: (channelId: string, productId: string) => useLiveProviderChannelProductDeleteMutation.fetcher({ input: { channelId, productId } })(),
};

// --- recordings ----------------------------------------------------------------------------

export const historyQuery = (activityId: string, pageIndex: number) => {
  const variables = { input: { activityId, pageIndex, pageSize: HISTORY_PAGE_SIZE } };
  return { queryKey: useLiveHistoryPageQuery.getKey(variables), queryFn: useLiveHistoryPageQuery.fetcher(variables) };
};

/** Every page of an activity's recordings (what a change refreshes). */
export const historyKey = (activityId: string) => ['LiveHistoryPage', { input: { activityId } }] as const;

export const historyCalls = {
  convert: (activityId: string, fileId: string, title?: string) => useLiveHistoryConvertVideoMutation.fetcher({ input: { activityId, fileId, ...(title ? { title } : {}) } })(),
  refresh: (activityId: string) => useLiveHistoryRefreshVodAndBlackMutation.fetcher({ input: { activityId } })(),
  remove: (activityId: string, fileId: string) => useLiveHistoryRemoveVideoMutation.fetcher({ input: { activityId, fileId } })(),
  copy: (activityId: string, fileId: string) => useLiveHistoryCopyDateMutation.fetcher({ input: { activityId, fileId } })(),
};

// --- viewer logs ---------------------------------------------------------------------------

export const logQueries: Record<LogKind, (activityId: string, pageIndex: number) => { queryKey: unknown[]; queryFn: () => Promise<unknown> }> = {
  viewers: (activityId, pageIndex) => {
    const variables = { input: { activityId, pageIndex, pageSize: LOG_PAGE_SIZE } };
    return { queryKey: useViewerLogsUserLogPageQuery.getKey(variables), queryFn: async () => (await useViewerLogsUserLogPageQuery.fetcher(variables)()).viewerLogs.userLogPage };
  },
  products: (activityId, pageIndex) => {
    const variables = { input: { activityId, pageIndex, pageSize: LOG_PAGE_SIZE } };
    return { queryKey: useViewerLogsProductLogPageQuery.getKey(variables), queryFn: async () => (await useViewerLogsProductLogPageQuery.fetcher(variables)()).viewerLogs.productLogPage };
  },
  companies: (activityId, pageIndex) => {
    const variables = { input: { activityId, pageIndex, pageSize: LOG_PAGE_SIZE } };
    return { queryKey: useViewerLogsCompanyLogPageQuery.getKey(variables), queryFn: async () => (await useViewerLogsCompanyLogPageQuery.fetcher(variables)()).viewerLogs.companyLogPage };
  },
};

// --- the registration form -----------------------------------------------------------------

const allDepartments = { input: {} };
export const departmentsQuery = () => ({ queryKey: useDepartmentAllQuery.getKey(allDepartments), queryFn: useDepartmentAllQuery.fetcher(allDepartments) });

const regFormBanners = { input: { type: REG_FORM } };
export const bannersQuery = () => ({ queryKey: useBannerAllQuery.getKey(regFormBanners), queryFn: useBannerAllQuery.fetcher(regFormBanners) });

export const formCalls = {
  createDepartment: (input: DepartmentCreateInput) => useDepartmentCreateMutation.fetcher({ input })(),
  updateDepartment: (id: string, input: DepartmentCreateInput) => useDepartmentUpdateMutation.fetcher({ input: { ...input, id } })(),
  removeDepartment: (id: string) => useDepartmentDeleteMutation.fetcher({ input: { id } })(),
  createJob: (departmentId: string, input: DepartmentCreateInput) => useDepartmentJobCreateMutation.fetcher({ input: { ...input, departmentId } })(),
  updateJob: (id: string, input: DepartmentCreateInput) => useDepartmentJobUpdateMutation.fetcher({ input: { ...input, id } })(),
  removeJob: (id: string) => useDepartmentJobDeleteMutation.fetcher({ input: { id } })(),
  createBanner: (input: Omit<BannerCreateInput, 'type'>) => useBannerCreateMutation.fetcher({ input: { ...input, type: REG_FORM } })(),
  updateBanner: (id: string, input: Omit<BannerCreateInput, 'type'>) => useBannerUpdateMutation.fetcher({ input: { ...input, id, type: REG_FORM } })(),
  removeBanner: (id: string) => useBannerDeleteMutation.fetcher({ input: { id } })(),
};

// --- the loader ----------------------------------------------------------------------------

/** The page's loader: its text, the join's lives, the chosen activity and the open tab's first data. */
export async function loadLiveManage({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: LiveManageSearch }) {
  const qc = context.queryClient;
  const joinId = context.scope?.joinId;
  const id = deps.activityId;
  const tabData = () => {
    if (!id) return undefined;
    switch (deps.tab) {
      case 'members':
        return qc.prefetchQuery(membersQuery(id));
      case 'history':
        return qc.prefetchQuery(historyQuery(id, deps.page));
      case 'logs':
        return qc.prefetchQuery(logQueries[deps.log](id, deps.logPage));
      case 'form':
        return Promise.all([qc.prefetchQuery(departmentsQuery()), qc.prefetchQuery(bannersQuery())]);
      default:
        return undefined;
    }
  };
  await Promise.all([
    loadLocale('liveManage'),
    joinId ? qc.prefetchQuery(liveActivitiesQuery(joinId)) : undefined,
    id ? qc.prefetchQuery(activityQuery(id)) : undefined,
    tabData(),
  ]);
}
