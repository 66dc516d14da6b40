/**
 * The company's service orders (订单, Apply-OM): what it ordered from each project group of the
 * current exhibition (booth construction, furniture rental, utilities…), their totals, and one
 * order's lines. Route options here import only generated query options (see the kit's README:
 * route modules stay light, the pages bring the rest).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getApplyOMGetAllQueryOptions, getApplyOMGetApplyCompanyQueryOptions, getApplyOMGetByIdQueryOptions, getApplyOMGetTotalQueryOptions } from '@gen/api/join/join';
import { toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { type OrderSearch, type OrderDetailSearch } from './routes';
export { ORDER_STATUSES, orderSearch, orderDetailSearch, type OrderSearch, type OrderDetailSearch } from './routes';

/** The company's orders in its current exhibition. */
export interface OrderScope {
  compId: string;
  exhibitionId: string;
}

export function orderScopeOf(scope: ScopeIds | undefined): OrderScope | null {
  return scope?.compId && scope.exhibitionId ? { compId: scope.compId, exhibitionId: scope.exhibitionId } : null;
}

const filterOf = (search: OrderSearch, scope: OrderScope) => {
  const { keyword, ...rest } = toPageRequest(search);
  return { ...rest, ...(keyword ? { keyword } : {}), ...scope };
};

export const orderListQuery = (search: OrderSearch, scope: OrderScope) => getApplyOMGetAllQueryOptions(filterOf(search, scope));
/** The totals of the same filters (paging ignored by the server). */
export const orderTotalQuery = (search: OrderSearch, scope: OrderScope) => {
  const { pageIndex: _p, pageSize: _s, sorts: _o, ...filters } = filterOf(search, scope);
  return getApplyOMGetTotalQueryOptions(filters);
};
/** The company's ordering record in the exhibition (booth, contact, order count), or null. */
export const orderingCompanyQuery = (scope: OrderScope) => getApplyOMGetApplyCompanyQueryOptions(scope);

export type OrderKey = { exhibitionId: string; dePjNameGroupId: string; applyCompanyId: string };
export const isOrderKey = (s: OrderDetailSearch): s is OrderKey => Boolean(s.exhibitionId && s.dePjNameGroupId && s.applyCompanyId);
export const orderDetailQuery = (key: OrderKey) =>
  getApplyOMGetByIdQueryOptions({ ExhibitionId: key.exhibitionId, DePjNameGroupId: key.dePjNameGroupId, ApplyCompanyId: key.applyCompanyId });

/** What the loaders read of route context. */
export interface OrderRouteContext {
  context: { queryClient: QueryClient; scope?: ScopeIds };
}

/** The orderList page's loader: its interface text and first data, fetched with the page's code. */
export const loadOrderList = async ({ context, deps, cause }: OrderRouteContext & { deps: OrderSearch; cause: 'preload' | 'enter' | 'stay' }) => {
  const locale = loadLocale('exhibit');
  const scope = orderScopeOf(context.scope);
  if (!scope) return locale;
  const data = Promise.all([
    context.queryClient.prefetchQuery(orderListQuery(deps, scope)),
    context.queryClient.prefetchQuery(orderTotalQuery(deps, scope)),
    context.queryClient.prefetchQuery(orderingCompanyQuery(scope)),
  ]);
  // Paging and filtering keep the previous page on screen while the next one loads.
  await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
};

/** The orderDetail page's loader: its interface text and first data, fetched with the page's code. */
export const loadOrderDetail = async ({ context, deps }: OrderRouteContext & { deps: OrderDetailSearch }) => {
  await loadLocale('exhibit');
  if (isOrderKey(deps)) await context.queryClient.ensureQueryData(orderDetailQuery(deps));
};
