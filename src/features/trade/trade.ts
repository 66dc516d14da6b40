/**
 * 交易统计 (trade): the calls of the page. The list is the company's postings with the host's push
 * state (NewRealease/getAllReleaseAndSupply, one kind per tab); the figures come from the
 * company's releases of the exhibition (release/GetByExhibition); each tab exports with the list's
 * filters (ExcelExportZhaoShang for supply, ExcelExportCaiGou for procurement).
 */
import type { QueryClient } from '@tanstack/react-query';
import { downloadNames } from '@gen/api/downloads';
import type { NewReleasePageRequest } from '@gen/api/model';
import {
  getNewRealeaseGetAllReleaseAndSupplyQueryOptions, getReleaseGetByExhibitionQueryOptions, getReleaseTypeGetByExhibitionQueryOptions,
  newRealeaseExcelExportCaiGou, newRealeaseExcelExportZhaoShang,
} from '@gen/api/release/release';
import { toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { TradeKind, TradeSearch } from './routes';

export interface TradeScope {
  compId: string;
  exhibitionId: string;
}

export const tradeScopeOf = (scope: ScopeIds | undefined): TradeScope | null =>
  scope?.compId && scope.exhibitionId ? { compId: scope.compId, exhibitionId: scope.exhibitionId } : null;

/** The list's filters (kind, push state, release type, keyword), as the export sends them too. */
export function tradeFilter(search: TradeSearch, scope: TradeScope): NewReleasePageRequest & { pageIndex: number; pageSize: number } {
  const { pageIndex, pageSize, sorts, keyword, type, status, releaseTypeId } = toPageRequest(search);
  return {
    pageIndex, pageSize, ...(sorts ? { sorts } : {}), ...(keyword ? { keyword } : {}),
    ...scope, type, ...(status !== undefined ? { status } : {}), ...(releaseTypeId ? { releaseTypeId } : {}),
  };
}

export const tradeQuery = (search: TradeSearch, scope: TradeScope) => getNewRealeaseGetAllReleaseAndSupplyQueryOptions(tradeFilter(search, scope));

/** The figures: the company's releases of the exhibition (at most 500, the page the call allows). */
export const STATS_PAGE = 500;
export const statsQuery = (scope: TradeScope) => getReleaseGetByExhibitionQueryOptions({ ...scope, pageIndex: 1, pageSize: STATS_PAGE });

export const releaseTypesQuery = (exhibitionId: string) => getReleaseTypeGetByExhibitionQueryOptions({ exhibitionId });

/** Each tab's spreadsheet, named as the contract names it (x-download-filename). */
export const TRADE_EXPORTS: Record<TradeKind, { fileName: string; call: typeof newRealeaseExcelExportZhaoShang }> = {
  1: { fileName: downloadNames.newRealeaseExcelExportZhaoShang, call: newRealeaseExcelExportZhaoShang },
  2: { fileName: downloadNames.newRealeaseExcelExportCaiGou, call: newRealeaseExcelExportCaiGou },
};

/** The page's loader: its text, this page of postings, the figures and the release types. */
export async function loadTrade({ context, deps, cause }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: TradeSearch; cause: 'preload' | 'enter' | 'stay' }) {
  const locale = loadLocale('release');
  const scope = tradeScopeOf(context.scope);
  if (!scope) return locale;
  const data = Promise.all([
    context.queryClient.prefetchQuery(tradeQuery(deps, scope)),
    context.queryClient.prefetchQuery(statsQuery(scope)),
    context.queryClient.prefetchQuery(releaseTypesQuery(scope.exhibitionId)),
  ]);
  // Tabs, filters and paging keep the previous page on screen while the next one loads.
  await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
}
