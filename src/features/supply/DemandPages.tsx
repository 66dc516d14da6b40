/**
 * 企业供需 / 个人供需 / 采购需求: the cards buyers send exhibitors from the mini-programme (purchase
 * demand), as the organiser follows them up: by exhibitor or from the buyers' side, in the four
 * tabs of the contract (recovered, not received or ignored after 24 hours, received, rejected),
 * notify an exhibitor again, ignore or reject a card, export a tab; and the figures of the show.
 */
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CallingCard, CallingCardGroupCount } from '@gen/api/model';
import {
  columnsOf, DataFilterSelect, DataTable, ExportButton, Fact, formatNumber, isPeriodInverted, MeterBar, PageHeader, periodFilter, PeriodFields, QueryState, ResourceListPage,
  ScopeNotice, useExhibitionExhibitors, useListSearchOf, useScopeId, type FilterOption, type ListContext, type ListSearchState, type RowAction,
} from '@/components/kit';
import { buyerDemand, cardState, companyDemand, DEMAND_EXPORT_NAMES, demandActions, demandFilter, demandKindQueries, demandStatsQueries, exportDemand } from './demand';
import type { DemandStatsSearch, DemandTab } from './routes';

type DemandSearch = ListSearchState<z.output<typeof companyDemand.search>>;

const TAB_FILTER: FilterOption<DemandTab>[] = [
  { value: 'recovered', label: 'supply.demand.tab.recovered' },
  { value: 'ignored', label: 'supply.demand.tab.ignored' },
  { value: 'received', label: 'supply.demand.tab.received' },
  { value: 'rejected', label: 'supply.demand.tab.rejected' },
];

const c = columnsOf<CallingCard>();
const buyer = c.twoLines('name', 'supply.demand.buyer', (r) => r.name, (r) => [r.company, r.position].filter(Boolean).join(' · '), { minWidth: '12rem' });
const content = c.text('content', 'supply.demand.content', { minWidth: '18rem' });
const state = c.status('state', 'supply.demand.stateLabel', cardState);
const time = c.date('createTime', 'supply.demand.createTime', { sortable: true });
const companyColumns = [c.text('compName', 'supply.demand.exhibitor', { minWidth: '12rem' }), buyer, content, state, time];
const buyerColumns = [buyer, c.twoLines('phone', 'supply.demand.reach', (r) => r.phone, (r) => r.email), content, c.text('compName', 'supply.demand.exhibitor'), state, time];

const rowActions: RowAction<CallingCard>[] = [
  { label: 'supply.demand.again', onSelect: demandActions.again, hidden: (r) => r.state === 1 || r.state === 3, successMessage: 'supply.demand.sentAgain' },
  { label: 'supply.demand.ignore', onSelect: demandActions.ignore, hidden: (r) => r.state !== 0, successMessage: 'supply.demand.ignored' },
  { label: 'supply.demand.reject', onSelect: demandActions.reject, hidden: (r) => r.state === 3 || r.state === 1, confirm: 'supply.demand.rejectConfirm', danger: true, successMessage: 'supply.demand.rejected' },
];

/** The exhibitor filter: the exhibition's exhibitors, by company. */
function ExhibitorChoice({ list }: { list: DemandSearch }) {
  const exhibitors = useExhibitionExhibitors();
  const options = (exhibitors.data?.data.items ?? []).map((j) => ({ value: j.compId, label: j.companyName ?? '' }));
  return <DataFilterSelect list={list} name="compId" label="supply.demand.exhibitor" options={options} />;
}

/** Source and talk-type filters, their choices named by the statistics. */
function KindChoices({ list }: { list: DemandSearch }) {
  const exhibitionId = useScopeId('exhibition') ?? '';
  const q = demandKindQueries(exhibitionId);
  const sources = useQuery(q.bySource);
  const talks = useQuery(q.byTalk);
  const options = (rows: CallingCardGroupCount[] | undefined) => (rows ?? []).map((g) => ({ value: String(g.key), label: g.name ?? String(g.key) }));
  return (
    <>
      <DataFilterSelect list={list} name="talkType" label="supply.demand.talkType" options={options(talks.data?.data)} />
      <DataFilterSelect list={list} name="sourceLinkType" label="supply.demand.source" options={options(sources.data?.data)} />
    </>
  );
}

const companyFilters = (list: DemandSearch) => (
  <>
    <ExhibitorChoice list={list} />
    {periodFilter(list)}
  </>
);
const buyerFilters = (list: DemandSearch) => (
  <>
    <KindChoices list={list} />
    {periodFilter(list)}
  </>
);

/** The current tab as a spreadsheet (its own file name), with the list's filters. */
function ExportTab() {
  const list = useListSearchOf<DemandSearch['search']>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const tab = list.search.tab;
  return <ExportButton fileName={DEMAND_EXPORT_NAMES[tab ?? 'all']} disabled={isPeriodInverted(list.search)} request={(o) => exportDemand(demandFilter(list.request, exhibitionId), o)} />;
}

export function CompanyDemandPage() {
  return (
    <ResourceListPage
      resource={companyDemand}
      columns={companyColumns}
      filters={[{ name: 'tab', label: 'supply.demand.tabLabel', options: TAB_FILTER }]}
      moreFilters={companyFilters}
      searchPlaceholder="supply.demand.search"
      description="supply.demand.companyDescription"
      rowActions={rowActions}
      actions={<ExportTab />}
    />
  );
}

export function BuyerDemandPage() {
  return (
    <ResourceListPage
      resource={buyerDemand}
      columns={buyerColumns}
      filters={[{ name: 'tab', label: 'supply.demand.tabLabel', options: TAB_FILTER }]}
      moreFilters={buyerFilters}
      searchPlaceholder="supply.demand.search"
      description="supply.demand.buyerDescription"
      rowActions={rowActions}
      actions={<ExportTab />}
    />
  );
}

// ---------------------------------------------------------------- 采购需求: figures

const g = columnsOf<CallingCardGroupCount>();

function GroupTable({ title, rows }: { title: string; rows: CallingCardGroupCount[] }) {
  const max = Math.max(0, ...rows.map((r) => r.count));
  const columns = [g.text('name', 'supply.demand.kind', { format: (name, r) => name ?? String(r.key) }), g.custom('count', 'supply.demand.cards', (r) => <MeterBar value={r.count} max={max} />)];
  const context: ListContext = { refresh: async () => undefined, confirm: async () => false, navigate: () => undefined };
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{title}</Text>
      <DataTable rows={[...rows].sort((a, b) => b.count - a.count)} columns={columns} context={context} label={title} />
    </Stack>
  );
}

export function DemandStatsPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition');
  const search = useSearch({ from: '/host/index/supply/buySupply' });
  const navigate = useNavigate({ from: '/host/index/supply/buySupply' });
  const q = demandStatsQueries(search, exhibitionId ?? '');
  const totals = useQuery({ ...q.totals, enabled: Boolean(exhibitionId) });
  const bySource = useQuery({ ...q.bySource, enabled: Boolean(exhibitionId) });
  const byTalk = useQuery({ ...q.byTalk, enabled: Boolean(exhibitionId) });
  if (!exhibitionId) return <ScopeNotice title="nav.host.supply.buySupply" scope="exhibition" />;
  const set = (next: DemandStatsSearch) => void navigate({ search: next, replace: true });
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.supply.buySupply"
        description="supply.demand.statsDescription"
        actions={<ExportButton fileName={DEMAND_EXPORT_NAMES.all} disabled={isPeriodInverted(search)} request={(o) => exportDemand(demandFilter({ pageIndex: 1, pageSize: 10, ...search }, exhibitionId), o)} />}
      />
      <PeriodFields value={search} onChange={set} />
      <QueryState query={totals}>
        {(r) => (
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            {(
              [
                ['supply.demand.total', r.data.totalCount],
                ['supply.demand.today', r.data.todayCount ?? 0],
                ['supply.demand.tab.recovered', r.data.recoveredCount],
                ['supply.demand.tab.received', r.data.receivedCount],
                ['supply.demand.tab.ignored', r.data.notReceivedCount],
                ['supply.demand.tab.rejected', r.data.rejectedCount],
              ] as const
            ).map(([label, value]) => (
              <Card.Root key={label} size="sm">
                <Card.Body>
                  <Fact label={label}>
                    <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {formatNumber(value)}
                    </Text>
                  </Fact>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <QueryState query={bySource} isEmpty={(r) => r.data.length === 0} emptyTitle={t('supply.demand.noCards')}>
          {(r) => <GroupTable title={t('supply.demand.bySource')} rows={r.data} />}
        </QueryState>
        <QueryState query={byTalk} isEmpty={(r) => r.data.length === 0} emptyTitle={t('supply.demand.noCards')}>
          {(r) => <GroupTable title={t('supply.demand.byTalk')} rows={r.data} />}
        </QueryState>
      </SimpleGrid>
    </Stack>
  );
}
