/**
 * 开放平台 (common-open): the areas, commodity kinds and commodities the third-party exhibition
 * system delivers for the exhibition, the host's commodity groups, and the batch settings.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getThirdPartyInfoGetAllAreaQueryOptions, getThirdPartyInfoGetCommoditiesQueryOptions, getThirdPartyInfoGetExhibitionAreaQueryOptions,
  getThirdPartyInfoGetExhibitionCommodityGroupQueryOptions, getThirdPartyInfoGetExhibitionCommodityKindQueryOptions,
  getThirdPartyInfoGetExhibitionCommodityQueryOptions, thirdPartyInfoAddGroup, thirdPartyInfoAreaIsEnable, thirdPartyInfoAreaLanguageSetting,
  thirdPartyInfoBatchSettleGroup, thirdPartyInfoBatchSettleIntermediator, thirdPartyInfoBatchSettleReportType, thirdPartyInfoCommodityIsEnable,
  thirdPartyInfoDeleteGroup, thirdPartyInfoGroupIsEnable, thirdPartyInfoUpdateGroup,
} from '@gen/api/third-party/third-party';
import { toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { OpenPlatformSearch } from './routes';

/** Report (customs declaration) types the page names; the spec leaves the values to the host. */
export const REPORT_TYPES = [0, 1, 2, 3] as const;

/** Every area (settings screen), or only the enabled ones. */
export const allAreasQuery = (exhibitionId: string, enabledOnly?: boolean) =>
  getThirdPartyInfoGetAllAreaQueryOptions({ exhibitionId, ...(enabledOnly ? { isEnable: true } : {}) });
/** The enabled areas as pickers show them (the commodities' area filter). */
export const pickerAreasQuery = (exhibitionId: string) => getThirdPartyInfoGetExhibitionAreaQueryOptions({ exhibitionId });
export const kindsQuery = (exhibitionId: string) => getThirdPartyInfoGetExhibitionCommodityKindQueryOptions({ exhibitionId });
export const groupsQuery = (exhibitionId: string) => getThirdPartyInfoGetExhibitionCommodityGroupQueryOptions({ exhibitionId });
/** Every commodity, unpaged: counted per kind on the kinds tab. */
export const allCommoditiesQuery = (exhibitionId: string) => getThirdPartyInfoGetExhibitionCommodityQueryOptions({ exhibitionId });

export const commoditiesQuery = (search: OpenPlatformSearch, exhibitionId: string) => {
  const { pageIndex, pageSize, sorts, keyword } = toPageRequest(search);
  const { areaId, kindId, groupId, reportType, isEnable } = search;
  return getThirdPartyInfoGetCommoditiesQueryOptions({
    pageIndex, pageSize, sorts, ...(keyword ? { keyword } : {}), exhibitionId,
    ...(areaId ? { areaId } : {}), ...(kindId ? { kindId } : {}), ...(groupId ? { groupId } : {}),
    ...(reportType === undefined ? {} : { reportType }), ...(isEnable === undefined ? {} : { isEnable }),
  });
};

export const thirdPartyCalls = {
  areaEnable: (id: string, isEnable: boolean) => thirdPartyInfoAreaIsEnable({ id, isEnable }),
  areaNames: (id: string, name: string, nameEn?: string) => thirdPartyInfoAreaLanguageSetting({ id, name, ...(nameEn === undefined ? {} : { nameEn }) }),
  groupEnable: (id: string, isEnable: boolean) => thirdPartyInfoGroupIsEnable({ id, isEnable }),
  commodityEnable: (id: string, isEnable: boolean) => thirdPartyInfoCommodityIsEnable({ id, isEnable }),
  addGroup: thirdPartyInfoAddGroup,
  updateGroup: thirdPartyInfoUpdateGroup,
  /** A GET that deletes: only ever called from the delete button, after the question. */
  deleteGroup: (id: string) => thirdPartyInfoDeleteGroup({ Id: id }),
  reportType: (ids: string[], reportType: number) => thirdPartyInfoBatchSettleReportType({ ids, reportType }),
  group: (ids: string[], groupId: string) => thirdPartyInfoBatchSettleGroup({ ids, groupId }),
  intermediator: (ids: string[], intermediator: string) => thirdPartyInfoBatchSettleIntermediator({ ids, intermediator }),
};

/** The page's loader: its text and the open tab's data. */
export const loadOpenPlatform = async ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: OpenPlatformSearch }) => {
  const exhibitionId = context.scope?.exhibitionId;
  const qc = context.queryClient;
  const work: Promise<unknown>[] = [loadLocale('settings')];
  if (exhibitionId) {
    if (deps.tab === 'areas') work.push(qc.prefetchQuery(allAreasQuery(exhibitionId, deps.enabledOnly)));
    if (deps.tab === 'groups') work.push(qc.prefetchQuery(groupsQuery(exhibitionId)));
    if (deps.tab === 'kinds') work.push(qc.prefetchQuery(kindsQuery(exhibitionId)), qc.prefetchQuery(allCommoditiesQuery(exhibitionId)));
    if (deps.tab === 'commodities') {
      work.push(qc.prefetchQuery(commoditiesQuery(deps, exhibitionId)), qc.prefetchQuery(pickerAreasQuery(exhibitionId)), qc.prefetchQuery(kindsQuery(exhibitionId)), qc.prefetchQuery(groupsQuery(exhibitionId)));
    }
  }
  await Promise.all(work);
};
