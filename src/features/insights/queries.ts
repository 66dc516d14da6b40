/**
 * The calls of the exhibitor's data pages and their loaders: matchmaking (joinMatching), product
 * views (per product, and each product's view log), tag counts and tag requests, the company's
 * mini-programme code, products and activities.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getActivityGetByJoinIdQueryOptions } from '@gen/api/activity/activity';
import { getJoinMatchingGetByCompanyQueryOptions } from '@gen/api/join/join';
import {
  getProductGetAllByCompIdQueryOptions, getProductTagAuditLogGetByCompIdQueryOptions, getProductTagCountGetAllByCompIdQueryOptions,
  getProductTagCountGetViewLogByProductQueryOptions, getProductViewLogGetByProId2QueryOptions, getProTagGetListAndChildrenQueryOptions,
} from '@gen/api/product/product';
import { getWeAppSmallCodeGetQueryOptions } from '@gen/api/release/release';
import type { ProductViewStatPageRequest, WeAppSmallCodeGetParams } from '@gen/api/model';
import { periodRange, toPageRequest, type Period, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { BehaviorSearch, BusinessSearch, PageViewSearch } from './routes';

type Cause = 'preload' | 'enter' | 'stay';
interface LoaderContext {
  queryClient: QueryClient;
  scope?: ScopeIds;
}

/** The company (and its current exhibition and join) the pages are about. */
export interface InsightScope {
  compId: string;
  exhibitionId?: string;
  joinId?: string;
}

export const insightScopeOf = (scope: ScopeIds | undefined): InsightScope | null =>
  scope?.compId ? { compId: scope.compId, ...(scope.exhibitionId ? { exhibitionId: scope.exhibitionId } : {}), ...(scope.joinId ? { joinId: scope.joinId } : {}) } : null;

/** How many products the statistics read the view log of (the most viewed first). */
export const LOGGED_PRODUCTS = 30;

// ----------------------------------------------------------------------------- matchmaking

export function matchesQuery(search: BusinessSearch, scope: InsightScope) {
  const { all, ...request } = toPageRequest(search);
  return getJoinMatchingGetByCompanyQueryOptions({ ...request, compId: scope.compId, ...(all || !scope.exhibitionId ? {} : { exhibitionId: scope.exhibitionId }) });
}

// ----------------------------------------------------------------------------- views

/** The filters of the per-product statistics, as the spreadsheet export takes them too. */
export function viewStatFilter(search: BehaviorSearch, scope: InsightScope): ProductViewStatPageRequest {
  const { tab: _tab, start: _start, end: _end, ...request } = toPageRequest(search);
  return { ...request, compId: scope.compId, ...(scope.exhibitionId ? { exhibitionId: scope.exhibitionId } : {}), ...periodRange(search) };
}

export const viewStatsQuery = (search: BehaviorSearch, scope: InsightScope) => getProductTagCountGetViewLogByProductQueryOptions(viewStatFilter(search, scope));

/** Every product's figures over a period (the statistics' totals and breakdowns), most viewed first. */
export const allViewStatsQuery = (scope: InsightScope, period: Period) =>
  getProductTagCountGetViewLogByProductQueryOptions({
    pageIndex: 1,
    pageSize: 500,
    sorts: [{ propertyName: 'viewCount', ascending: false }],
    compId: scope.compId,
    ...(scope.exhibitionId ? { exhibitionId: scope.exhibitionId } : {}),
    ...periodRange(period),
  });

/** One page of a product's view log (who viewed it, when) over a period. */
export const viewLogQuery = (productId: string, period: Period, pageIndex: number, pageSize = 10) =>
  getProductViewLogGetByProId2QueryOptions({ productId, pageIndex, pageSize, sorts: [{ propertyName: 'inTime', ascending: false }], ...periodRange(period) });

/** A product's whole view log over a period (bucketed by day for the trend). */
export const fullViewLogQuery = (productId: string, period: Period) => viewLogQuery(productId, period, 1, 2000);

// ----------------------------------------------------------------------------- tags

export const tagCountsQuery = (scope: InsightScope) => getProductTagCountGetAllByCompIdQueryOptions({ compId: scope.compId, ...(scope.exhibitionId ? { exhibitionId: scope.exhibitionId } : {}) });

export const tagRequestsQuery = (compId: string, exhibitionId: string) => getProductTagAuditLogGetByCompIdQueryOptions({ compId, exhibitionId });

/** The host's tag dictionary (groups with their tags), to choose the tags asked for. */
export const tagDictionaryQuery = () => getProTagGetListAndChildrenQueryOptions(undefined, { query: { staleTime: 5 * 60_000 } });

// ----------------------------------------------------------------------------- showroom

export const productsQuery = (compId: string) => getProductGetAllByCompIdQueryOptions({ compId });

export const activitiesQuery = (joinId: string) =>
  getActivityGetByJoinIdQueryOptions({ joinId, pageIndex: 1, pageSize: 50, sorts: [{ propertyName: 'startTime', ascending: false }] });

/** The mini-programme code that opens the company's showroom (target type 1: company). */
export const companyCodeParams = (compId: string): WeAppSmallCodeGetParams => ({ targetType: 1, targetId: compId, scene: `c=${compId.replace(/-/g, '').slice(0, 30)}` });
export const companyCodeQuery = (compId: string) => getWeAppSmallCodeGetQueryOptions(companyCodeParams(compId));

// ----------------------------------------------------------------------------- loaders

/** Waits for the data on entering, not on a search change (the previous figures stay meanwhile). */
const settle = (cause: Cause, locale: Promise<unknown>, data: Promise<unknown>[]) => Promise.all(cause === 'stay' ? [locale] : [locale, ...data]);

export function loadCloud({ context }: { context: LoaderContext }) {
  const locale = loadLocale('insights');
  const scope = insightScopeOf(context.scope);
  if (!scope) return locale;
  const q = context.queryClient;
  return Promise.all([
    locale,
    q.prefetchQuery(productsQuery(scope.compId)),
    q.prefetchQuery(allViewStatsQuery(scope, {})),
    q.prefetchQuery(companyCodeQuery(scope.compId)),
    scope.joinId && q.prefetchQuery(activitiesQuery(scope.joinId)),
  ]);
}

export function loadBusiness({ context, deps, cause }: { context: LoaderContext; deps: BusinessSearch; cause: Cause }) {
  const locale = loadLocale('insights');
  const scope = insightScopeOf(context.scope);
  return settle(cause, locale, scope ? [context.queryClient.prefetchQuery(matchesQuery(deps, scope))] : []);
}

export function loadBehavior({ context, deps, cause }: { context: LoaderContext; deps: BehaviorSearch; cause: Cause }) {
  const locale = loadLocale('insights');
  const scope = insightScopeOf(context.scope);
  if (!scope) return locale;
  const q = context.queryClient;
  const data =
    deps.tab === 'views'
      ? [q.prefetchQuery(viewStatsQuery(deps, scope))]
      : deps.tab === 'tags'
        ? [q.prefetchQuery(tagCountsQuery(scope))]
        : scope.exhibitionId
          ? [q.prefetchQuery(tagRequestsQuery(scope.compId, scope.exhibitionId))]
          : [];
  return settle(cause, locale, data);
}

export function loadPageView({ context, deps, cause }: { context: LoaderContext; deps: PageViewSearch; cause: Cause }) {
  const locale = loadLocale('insights');
  const scope = insightScopeOf(context.scope);
  return settle(cause, locale, scope ? [context.queryClient.prefetchQuery(allViewStatsQuery(scope, deps))] : []);
}
