/**
 * How the supply-info pages read and change the postings (NewRealease) and the products matched to
 * them (ReleaseRelevancy); arrives with the pages' code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getProductGetByCategoryIdQueryOptions } from '@gen/api/product/product';
import {
  getNewRealeaseGetPageListQueryOptions, getNewRealeaseGetQueryOptions, getReleaseRelevancyGetAllByReleaseIdQueryOptions, newRealeaseAuditRelease,
  newRealeaseExcelExportHost, newRealeaseUpdate, releaseRelevancyDelete, releaseRelevancyListAdd, releaseRelevancyListCancelPush, releaseRelevancyListPush,
  releaseRelevancyUpdate,
} from '@gen/api/release/release';
import { NewReleaseStatus, ReleaseKind, ReleaseRelevancyPushStatus, type NewRelease, type NewReleaseInput, type ReleaseRelevancy } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { defineResource, defineStatusMap, ensureAccepted, periodRange, type PageRequestBody, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { companyPostingPages, opportunityPages, userPostingPages, type SupplyExportSearch } from './routes';

const one = (id: string) => getNewRealeaseGetQueryOptions({ id });
const nameOf = (row: NewRelease) => row.title;

/** A page of the exhibition's postings: the URL's period becomes the API's times. */
function postingsQuery({ start, end, ...request }: PageRequestBody & { status?: NewReleaseStatus; type?: ReleaseKind; start?: string; end?: string }, exhibitionId: string) {
  return getNewRealeaseGetPageListQueryOptions({ ...request, exhibitionId, ...periodRange({ start, end }) });
}

/** 企业供需信息: what exhibitors offer (supply postings), by push state. */
export const companyPostings = defineResource(companyPostingPages, {
  list: (request, exhibitionId) => postingsQuery({ ...request, type: ReleaseKind.Supply }, exhibitionId),
  one,
  nameOf,
});
/** 个人供需信息: what buyers ask for (demand postings), by push state. */
export const userPostings = defineResource(userPostingPages, {
  list: (request, exhibitionId) => postingsQuery({ ...request, type: ReleaseKind.Demand }, exhibitionId),
  one,
  nameOf,
});
/** 商机管理: the pushed postings with their matched products. */
export const opportunities = defineResource(opportunityPages, {
  list: (request, exhibitionId) => postingsQuery({ ...request, status: NewReleaseStatus.Pushed }, exhibitionId),
  one,
  nameOf,
});

/** The organiser's decision on a posting: push it to visitors, or reject it with the reason the poster reads. */
export const postingDecisions = {
  push: async (row: NewRelease) => ensureAccepted(await newRealeaseAuditRelease({ id: row.id, status: 1 })),
  reject: (row: NewRelease, auditRemark: string) => newRealeaseAuditRelease({ id: row.id, status: 2, auditRemark }),
};

export const updatePosting = (posting: NewRelease, values: Omit<NewReleaseInput, 'id'>) => newRealeaseUpdate({ ...values, id: posting.id });

export const postingStatus = defineStatusMap({
  [NewReleaseStatus.PendingPush]: { label: 'supply.status.pending', color: 'orange' },
  [NewReleaseStatus.Pushed]: { label: 'supply.status.pushed', color: 'green' },
  [NewReleaseStatus.Rejected]: { label: 'supply.status.rejected', color: 'red' },
});

export const postingKind = defineStatusMap({
  [ReleaseKind.News]: { label: 'supply.kind.news', color: 'gray' },
  [ReleaseKind.Supply]: { label: 'supply.kind.supply', color: 'blue' },
  [ReleaseKind.Demand]: { label: 'supply.kind.demand', color: 'purple' },
});

export const relevancyStatus = defineStatusMap({
  [ReleaseRelevancyPushStatus.NotPushed]: { label: 'supply.match.notPushed', color: 'gray' },
  [ReleaseRelevancyPushStatus.Pushed]: { label: 'supply.match.pushed', color: 'green' },
});

// ---------------------------------------------------------------- matched products (商机详情)

export const matchesQuery = (releaseId: string) => getReleaseRelevancyGetAllByReleaseIdQueryOptions({ releaseId });

/** Products of one exhibit category of the exhibition, to match with a posting. */
export const candidatesQuery = (exhibitionId: string, categoryId: string, pageIndex: number, keyword?: string) =>
  getProductGetByCategoryIdQueryOptions({ exhibitionId, categoryId, pageIndex, pageSize: 10, ...(keyword ? { keyword } : {}) });

export const matchActions = {
  add: async (releaseId: string, productIds: string[]) => ensureAccepted(await releaseRelevancyListAdd({ releaseId, productIds })),
  push: async (releaseId: string, rows: ReleaseRelevancy[]) => ensureAccepted(await releaseRelevancyListPush({ releaseId, ids: rows.map((r) => r.id) })),
  withdraw: async (releaseId: string, rows: ReleaseRelevancy[]) => ensureAccepted(await releaseRelevancyListCancelPush({ releaseId, ids: rows.map((r) => r.id) })),
  update: (row: ReleaseRelevancy, values: { remark?: string; showIndex?: number }) => releaseRelevancyUpdate({ ...values, id: row.id }),
  remove: async (row: ReleaseRelevancy) => ensureAccepted(await releaseRelevancyDelete({ id: row.id })),
};

/** The detail page's loader: its text, the posting and its matched products, fetched with its code. */
export async function loadOpportunity({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: { id?: string } }) {
  const locale = loadLocale('supply');
  if (!deps.id) return locale;
  await Promise.all([locale, context.queryClient.ensureQueryData(one(deps.id)), context.queryClient.prefetchQuery(matchesQuery(deps.id))]);
}

// ---------------------------------------------------------------- export (供需导出)

export const EXPORT_NAME = downloadNames.newRealeaseExcelExportHost;

/** The export's filters, as the count of each tab reads them too. */
export function exportFilter(search: SupplyExportSearch, exhibitionId: string) {
  return { exhibitionId, ...(search.type !== undefined ? { type: search.type } : {}), ...periodRange(search) };
}

export const exportPostings = (search: SupplyExportSearch, exhibitionId: string, options?: Parameters<typeof newRealeaseExcelExportHost>[1]) =>
  newRealeaseExcelExportHost({ pageIndex: 1, pageSize: 500, ...exportFilter(search, exhibitionId), status: search.status }, options);

/** How many postings each tab holds (a one-row page of each). */
export const tabCountQuery = (search: SupplyExportSearch, exhibitionId: string, status: NewReleaseStatus) =>
  getNewRealeaseGetPageListQueryOptions({ pageIndex: 1, pageSize: 1, ...exportFilter(search, exhibitionId), status });

export const EXPORT_TABS = [NewReleaseStatus.PendingPush, NewReleaseStatus.Pushed, NewReleaseStatus.Rejected] as const;

export async function loadSupplyExport({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: SupplyExportSearch }) {
  const locale = loadLocale('supply');
  const exhibitionId = context.scope?.exhibitionId;
  if (!exhibitionId) return locale;
  await Promise.all([locale, ...EXPORT_TABS.map((s) => context.queryClient.prefetchQuery(tabCountQuery(deps, exhibitionId, s)))]);
}

