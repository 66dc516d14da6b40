/**
 * How the talk pages read the buyers' cards (CallingCard, host side), their kinds and the butler
 * service behind a talk, and export them; arrives with the pages' code.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  callingCardExcelExportBack, getCallingCardGetNewCallingCardQueryOptions, getCallingCardGetStatisticsGroupBySourceLinkTypeCountQueryOptions,
  getCallingCardGetStatisticsGroupByTalkTypeCountQueryOptions,
} from '@gen/api/calling-cards/calling-cards';
import { getButlerCustomerGetButlerCustomerQueryOptions } from '@gen/api/company/company';
import { ButlerServiceState, CallingCardState, type CallingCard, type CallingCardGroupCount, type CallingCardHostFilter } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import type { RequestOptions } from '@/lib/http/client';
import { loadLocale } from '@/lib/i18n';
import { defineResource, defineStatusMap, periodRange, scopeIdOf, type PageRequestBody, type Period, type ScopeIds } from '@/components/kit';
import { talkPages, type TalkCategorySearch } from './routes';

type TalkRequest = PageRequestBody & Period & { compId?: string; talkType?: number };

/** The API's filter of a list URL (also what its export sends): every state, the period as times. */
export function talkFilter({ start, end, pageIndex: _p, pageSize: _s, sorts: _o, ...rest }: TalkRequest, exhibitionId: string): CallingCardHostFilter {
  return { ...rest, exhibitionId, ...periodRange({ start, end }) };
}

export const talks = defineResource(talkPages, {
  list: (request, exhibitionId) =>
    getCallingCardGetNewCallingCardQueryOptions({ pageIndex: request.pageIndex, pageSize: request.pageSize, sorts: request.sorts, ...talkFilter(request, exhibitionId) }),
  nameOf: (card: CallingCard) => card.name,
});

/** The talks as a spreadsheet, with the filters of the page (all states). */
export const TALK_EXPORT_NAME = downloadNames.callingCardExcelExportBack;
export const exportTalks = (filter: CallingCardHostFilter, options: RequestOptions) => callingCardExcelExportBack(filter, options);

export const talkState = defineStatusMap({
  [CallingCardState.Pending]: { label: 'talks.state.pending', color: 'orange' },
  [CallingCardState.Received]: { label: 'talks.state.received', color: 'green' },
  [CallingCardState.NotReceived]: { label: 'talks.state.notReceived', color: 'gray' },
  [CallingCardState.Rejected]: { label: 'talks.state.rejected', color: 'red' },
});

export const butlerState = defineStatusMap({
  [ButlerServiceState.NotStarted]: { label: 'talks.butler.state.notStarted', color: 'gray' },
  [ButlerServiceState.InService]: { label: 'talks.butler.state.inService', color: 'green' },
  [ButlerServiceState.Ended]: { label: 'talks.butler.state.ended', color: 'orange' },
});

// ---------------------------------------------------------------- kinds (洽谈分类)

/** The talks of a period by talk type and by page of origin (the API names each kind). */
export const talkKindQueries = (search: Period, exhibitionId: string) => {
  const request = { exhibitionId, ...periodRange(search) };
  return {
    byTalk: getCallingCardGetStatisticsGroupByTalkTypeCountQueryOptions(request),
    bySource: getCallingCardGetStatisticsGroupBySourceLinkTypeCountQueryOptions(request),
  };
};

/** The display name of each kind, from the whole show's counts. */
export const kindNames = (groups: CallingCardGroupCount[] | undefined): Map<number, string> => new Map((groups ?? []).map((g) => [g.key, g.name ?? String(g.key)]));

export async function loadTalkCategories({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: TalkCategorySearch }) {
  const locale = loadLocale('talks');
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  if (!exhibitionId) return locale;
  const q = talkKindQueries(deps, exhibitionId);
  await Promise.all([locale, context.queryClient.prefetchQuery(q.byTalk), context.queryClient.prefetchQuery(q.bySource)]);
}

/** The talks list: its page (from the resource) and the names of the kinds it shows. */
export async function loadTalks(ctx: Parameters<typeof talks.loaders.list>[0]) {
  const exhibitionId = scopeIdOf('exhibition', ctx.context.scope);
  const q = exhibitionId ? talkKindQueries({}, exhibitionId) : undefined;
  await Promise.all([talks.loaders.list(ctx), q && ctx.context.queryClient.prefetchQuery(q.byTalk), q && ctx.context.queryClient.prefetchQuery(q.bySource)]);
}

// ---------------------------------------------------------------- one talk (洽谈详情)

/**
 * The contract has no host call that reads one card: a talk is found among the exhibition's cards
 * (one request, up to the contract's page size), which also gives the buyer's other talks.
 */
export const showTalksQuery = (exhibitionId: string) =>
  getCallingCardGetNewCallingCardQueryOptions({ exhibitionId, pageIndex: 1, pageSize: 10000, sorts: [{ propertyName: 'createTime', ascending: false }] });

/** The butler (account manager) service of the exhibitor the talk was sent to, for this exhibition. */
export const butlerQuery = (customerId: string, exhibitionId: string) => getButlerCustomerGetButlerCustomerQueryOptions({ customerId, exhibitionId });

const sameId = (a: string | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
export const findTalk = (cards: CallingCard[], id: string) => cards.find((c) => sameId(c.id, id));
/** The same buyer's talks (by phone), the newest first. */
export const talksOfBuyer = (cards: CallingCard[], card: CallingCard) => cards.filter((c) => c.phone === card.phone);

export async function loadTalk({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: { id?: string } }) {
  const locale = loadLocale('talks');
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  if (!exhibitionId || !deps.id) return locale;
  const kinds = talkKindQueries({}, exhibitionId);
  const [, cards] = await Promise.all([
    locale,
    context.queryClient.ensureQueryData(showTalksQuery(exhibitionId)),
    context.queryClient.prefetchQuery(kinds.byTalk),
    context.queryClient.prefetchQuery(kinds.bySource),
  ]);
  const card = findTalk(cards.data.items, deps.id);
  if (card) await context.queryClient.prefetchQuery(butlerQuery(card.compId, exhibitionId));
}
