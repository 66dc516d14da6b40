/**
 * 洽谈导出: the talks of the show (the buyers' purchase-demand cards), exhibitor by exhibitor:
 * each exhibitor's talks together, filtered by exhibitor, talk type, period and keyword in the URL,
 * each opening its details; the same selection as a spreadsheet.
 */
import { Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import type { z } from 'zod';
import type { CallingCard } from '@gen/api/model';
import {
  columnsOf, DataFilterSelect, ExportButton, isPeriodInverted, periodFilter, ResourceListPage, TwoLines, useExhibitionExhibitors, useListSearchOf, useScopeId,
  type ListSearchState,
} from '@/components/kit';
import { exportTalks, kindNames, TALK_EXPORT_NAME, talkFilter, talkKindQueries, talks, talkState } from './talks';

type TalkSearch = ListSearchState<z.output<typeof talks.search>>;

/** The kinds' names of the whole show (talk type or page of origin). */
function useKindNames() {
  const q = talkKindQueries({}, useScopeId('exhibition') ?? '');
  const byTalk = useQuery(q.byTalk);
  const bySource = useQuery(q.bySource);
  return { talk: kindNames(byTalk.data?.data), source: kindNames(bySource.data?.data), talkGroups: byTalk.data?.data ?? [] };
}

function KindCell({ row }: { row: CallingCard }) {
  const names = useKindNames();
  const talk = row.talkType === undefined ? '—' : (names.talk.get(row.talkType) ?? String(row.talkType));
  const source = row.sourceLinkType === undefined ? '' : (names.source.get(row.sourceLinkType) ?? String(row.sourceLinkType));
  return <TwoLines main={talk} sub={source} />;
}

/** The buyer, opening the talk's details. */
function BuyerCell({ row }: { row: CallingCard }) {
  return (
    <TwoLines
      main={
        <Link asChild color="blue.fg" fontWeight="medium">
          <RouterLink to="/host/index/set/export-talk-details" search={{ id: row.id }}>
            {row.name}
          </RouterLink>
        </Link>
      }
      sub={[row.company, row.position].filter(Boolean).join(' · ')}
    />
  );
}

const c = columnsOf<CallingCard>();
const columns = [
  c.text('compName', 'talks.exhibitor', { sortable: true, minWidth: '12rem' }),
  c.custom('name', 'talks.buyer', (r) => <BuyerCell row={r} />, { minWidth: '12rem' }),
  c.custom('talkType', 'talks.kind', (r) => <KindCell row={r} />),
  c.text('content', 'talks.content', { minWidth: '18rem' }),
  c.status('state', 'talks.stateLabel', talkState),
  c.date('createTime', 'talks.createTime', { sortable: true }),
];

function Filters({ list }: { list: TalkSearch }) {
  const exhibitors = useExhibitionExhibitors();
  const names = useKindNames();
  return (
    <>
      <DataFilterSelect list={list} name="compId" label="talks.exhibitor" options={(exhibitors.data?.data.items ?? []).map((j) => ({ value: j.compId, label: j.companyName ?? '' }))} />
      <DataFilterSelect list={list} name="talkType" label="talks.talkType" options={names.talkGroups.map((g) => ({ value: String(g.key), label: g.name ?? String(g.key) }))} />
      {periodFilter(list)}
    </>
  );
}

const filters = (list: TalkSearch) => <Filters list={list} />;

/** The list's selection as a spreadsheet. */
function ExportSelection() {
  const list = useListSearchOf<TalkSearch['search']>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  return <ExportButton fileName={TALK_EXPORT_NAME} disabled={isPeriodInverted(list.search)} request={(o) => exportTalks(talkFilter(list.request, exhibitionId), o)} />;
}

export function TalksPage() {
  return (
    <ResourceListPage
      resource={talks}
      columns={columns}
      moreFilters={filters}
      searchPlaceholder="talks.search"
      description="talks.description"
      actions={<ExportSelection />}
    />
  );
}
