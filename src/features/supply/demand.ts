/**
 * How the purchase-demand pages read and act on the buyers' cards (CallingCard, host side);
 * arrives with the pages' code.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  callingCardCallingAgain, callingCardExcelExportBack, callingCardUpdateCallingState, getCallingCardGetCallingCardStatisticsQueryOptions,
  getCallingCardGetNewCallingCardQueryOptions, getCallingCardGetStatisticsGroupBySourceLinkTypeCountQueryOptions,
  getCallingCardGetStatisticsGroupByTalkTypeCountQueryOptions,
} from '@gen/api/calling-cards/calling-cards';
import { CallingCardState, type CallingCard, type CallingCardHostFilter } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { defineResource, defineStatusMap, ensureAccepted, periodRange, type PageRequestBody, type Period, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { buyerDemandPages, companyDemandPages, type DemandStatsSearch, type DemandTab } from './routes';

/** Each tab as the API filters it (see CallingCardHostFilter). */
const TAB_FILTER: Record<DemandTab, Pick<CallingCardHostFilter, 'states' | 'overtime'>> = {
  recovered: { states: [CallingCardState.Pending, CallingCardState.NotReceived], overtime: false },
  ignored: { states: [CallingCardState.Pending, CallingCardState.NotReceived], overtime: true },
  received: { states: [CallingCardState.Received] },
  rejected: { states: [CallingCardState.Rejected] },
};

type DemandRequest = PageRequestBody & Period & { tab?: DemandTab; compId?: string; talkType?: number; sourceLinkType?: number };

/** The API's filter of a list URL (also what its export sends). */
export function demandFilter({ tab, start, end, pageIndex: _p, pageSize: _s, sorts: _o, ...rest }: DemandRequest, exhibitionId: string): CallingCardHostFilter {
  return { ...rest, exhibitionId, ...(tab ? TAB_FILTER[tab] : {}), ...periodRange({ start, end }) };
}

const demandList = (request: DemandRequest, exhibitionId: string) =>
  getCallingCardGetNewCallingCardQueryOptions({ pageIndex: request.pageIndex, pageSize: request.pageSize, sorts: request.sorts, ...demandFilter(request, exhibitionId) });

const nameOf = (card: CallingCard) => card.name;
export const companyDemand = defineResource(companyDemandPages, { list: demandList, nameOf });
export const buyerDemand = defineResource(buyerDemandPages, { list: demandList, nameOf });

/** The exported file of each tab (host exports carry Chinese names, 001 §9). */
const BASE = downloadNames.callingCardExcelExportBack.replace(/\.xlsx$/, '');
export const DEMAND_EXPORT_NAMES: Record<DemandTab | 'all', string> = {
  all: downloadNames.callingCardExcelExportBack,
  recovered: `${BASE}（已回收）.xlsx`,
  ignored: `${BASE}（未接收或已忽略）.xlsx`,
  received: `${BASE}（已接收）.xlsx`,
  rejected: `${BASE}（已拒绝）.xlsx`,
};
export const exportDemand = callingCardExcelExportBack;

export const demandActions = {
  /** Notify the exhibitor of the card once more. */
  again: async (card: CallingCard) => ensureAccepted(await callingCardCallingAgain({ id: card.id })),
  reject: async (card: CallingCard) => ensureAccepted(await callingCardUpdateCallingState({ id: card.id, state: CallingCardState.Rejected })),
  ignore: async (card: CallingCard) => ensureAccepted(await callingCardUpdateCallingState({ id: card.id, state: CallingCardState.NotReceived })),
};

export const cardState = defineStatusMap({
  [CallingCardState.Pending]: { label: 'supply.demand.tab.recovered', color: 'orange' },
  [CallingCardState.Received]: { label: 'supply.demand.tab.received', color: 'green' },
  [CallingCardState.NotReceived]: { label: 'supply.demand.tab.ignored', color: 'gray' },
  [CallingCardState.Rejected]: { label: 'supply.demand.tab.rejected', color: 'red' },
});

// ---------------------------------------------------------------- figures (采购需求)

const statsRequest = (search: Period, exhibitionId: string) => ({ exhibitionId, ...periodRange(search) });
export const demandStatsQueries = (search: DemandStatsSearch, exhibitionId: string) => ({
  totals: getCallingCardGetCallingCardStatisticsQueryOptions(statsRequest(search, exhibitionId)),
  bySource: getCallingCardGetStatisticsGroupBySourceLinkTypeCountQueryOptions(statsRequest(search, exhibitionId)),
  byTalk: getCallingCardGetStatisticsGroupByTalkTypeCountQueryOptions(statsRequest(search, exhibitionId)),
});

/** The choices of the source and talk-type filters: the kinds the statistics name (the whole show). */
export const demandKindQueries = (exhibitionId: string) => demandStatsQueries({}, exhibitionId);

export async function loadDemandStats({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: DemandStatsSearch }) {
  const locale = loadLocale('supply');
  const exhibitionId = context.scope?.exhibitionId;
  if (!exhibitionId) return locale;
  const q = demandStatsQueries(deps, exhibitionId);
  await Promise.all([locale, context.queryClient.prefetchQuery(q.totals), context.queryClient.prefetchQuery(q.bySource), context.queryClient.prefetchQuery(q.byTalk)]);
}
