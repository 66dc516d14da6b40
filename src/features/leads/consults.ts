/**
 * 采购咨询 (exinfo/buyConsult): the calling cards buyers sent the company from the mini-programme,
 * pending receipt or received, and the greeting messages (招呼语) the company answers with.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getCallingCardGetDeExHiConListQueryOptions, getCallingCardWechatCompPageQueryOptions } from '@gen/api/calling-cards/calling-cards';
import type { CallingCardFilter } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { ConsultSearch, ConsultState } from './routes';

/** The spreadsheet of each tab is named as the pending or received consult list (001 §9). */
export const CONSULT_EXPORT_NAMES: Record<ConsultState, string> = { 0: downloadNames.callingCardExcelExport, 1: '已接收咨询列表.xlsx' };

/** The company's cards in its current exhibition (all its cards when it has not joined one). */
export interface ConsultScope {
  compId: string;
  exhibitionId?: string;
}

export const consultScopeOf = (scope: ScopeIds | undefined): ConsultScope | null =>
  scope?.compId ? { compId: scope.compId, ...(scope.exhibitionId ? { exhibitionId: scope.exhibitionId } : {}) } : null;

/** The filters of the list, as the export sends them too. */
export function consultFilter(search: ConsultSearch, scope: ConsultScope): CallingCardFilter {
  const keyword = search.keyword?.trim();
  return { ...scope, state: search.state, ...(keyword ? { keyword } : {}) };
}

export function consultsQuery(search: ConsultSearch, scope: ConsultScope) {
  const { pageIndex, pageSize, sorts } = toPageRequest(search);
  return getCallingCardWechatCompPageQueryOptions({ pageIndex, pageSize, sorts, ...consultFilter(search, scope) });
}

export const greetingsQuery = (compId: string) => getCallingCardGetDeExHiConListQueryOptions({ compId });

/** The consult page's loader: its text, this page of cards and the greetings, fetched with its code. */
export async function loadBuyConsult({ context, deps, cause }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: ConsultSearch; cause: 'preload' | 'enter' | 'stay' }) {
  const locale = loadLocale('exhibit');
  const scope = consultScopeOf(context.scope);
  if (!scope) return locale;
  const data = Promise.all([context.queryClient.prefetchQuery(consultsQuery(deps, scope)), context.queryClient.prefetchQuery(greetingsQuery(scope.compId))]);
  // Paging, tabs and search keep the previous page on screen while the next one loads.
  await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
}
