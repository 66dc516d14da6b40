/**
 * 搜索统计 / What visitors searched for on the exhibition's sites, the most searched first, each
 * keyword with a bar of its share; 数据统计 / visits and distinct visitors by kind of page, and
 * their daily trend over the show's days. Both over a period chosen in the URL.
 */
import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import type { SearchKeywordStat, VisitStatistic } from '@gen/api/model';
import {
  combineQueries, columnsOf, DataTable, formatNumber, MeterBar, PageHeader, PeriodFields, QueryState, reportError, ResourceListPage, ScopeNotice, useListSearchOf, useScopeId, type QueryLike,
} from '@/components/kit';
import { BreakdownChart, shortDay, sumOf, TrendChart } from '@/components/chart';
import { saveSheet } from '@/components/data/sheet';
import type { VisitStatsSearch } from './routes';
import { dailyQueries, searchStats, showQuery, TREND_MAX_DAYS, trendSpan, visitQueries } from './statistics';

type SearchStatsSearch = VisitStatsSearch & { pageIndex: number; pageSize: number; keyword?: string };

/** The period of the keyword list, kept in its URL (a new period starts on page 1). */
function SearchPeriod() {
  const list = useListSearchOf<SearchStatsSearch>();
  const navigate = useNavigate({ from: '/host/index/set/Search' });
  return <PeriodFields value={list.search} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next, pageIndex: 1 }), replace: true })} />;
}
const searchPeriod = () => <SearchPeriod />;

export function SearchStatsPage() {
  const list = useListSearchOf<SearchStatsSearch>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  // The list's own answer (the same query, from the cache): its largest count sets the bars' scale.
  const page = useQuery({ ...searchStats.list(list.request, exhibitionId), placeholderData: keepPreviousData, enabled: Boolean(exhibitionId) });
  const max = Math.max(0, ...(page.data?.data.items ?? []).map((r) => r.count));
  const columns = useMemo(() => {
    const c = columnsOf<SearchKeywordStat>();
    return [
      c.text('keyword', 'settings.stats.keyword', { minWidth: '12rem' }),
      c.custom('count', 'settings.stats.searches', (r) => <MeterBar value={r.count} max={max} />, { minWidth: '16rem' }),
    ];
  }, [max]);
  return <ResourceListPage resource={searchStats} columns={columns} searchPlaceholder={false} description="settings.stats.searchDescription" moreFilters={searchPeriod} />;
}

export function VisitStatsPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.Statistics" scope="exhibition" />;
  return <VisitStats exhibitionId={exhibitionId} />;
}

type VisitRow = VisitStatistic & { visitors?: number };

function VisitStats({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const search = useListSearchOf<VisitStatsSearch & { pageIndex: number; pageSize: number }>().search;
  const navigate = useNavigate({ from: '/host/index/set/Statistics' });
  const q = visitQueries(exhibitionId, search);
  const visits = useQuery(q.visits);
  const visitors = useQuery(q.visitors);
  const rows = useMemo<VisitRow[]>(() => {
    const byType = new Map((visitors.data?.data ?? []).map((v) => [v.targetType, v.userCount]));
    return [...(visits.data?.data ?? [])].sort((a, b) => b.count - a.count).map((v) => ({ ...v, visitors: byType.get(v.targetType) ?? undefined }));
  }, [visits.data, visitors.data]);
  const kindOf = (r: VisitRow) => r.targetTypeName ?? t('settings.stats.kindCode', { code: r.targetType });
  const c = columnsOf<VisitRow>();
  const columns = [
    c.custom('targetTypeName', 'settings.stats.pageKind', kindOf),
    c.number('count', 'settings.stats.visits'),
    c.number('visitors', 'settings.stats.visitors'),
    c.custom('perVisitor', 'settings.stats.perVisitor', (r) => (r.visitors ? (r.count / r.visitors).toFixed(1) : ''), { align: 'end' }),
  ];
  const bars = rows.map((r) => ({ kind: kindOf(r), visits: r.count, visitors: r.visitors ?? 0 }));
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const sheet = useSheetExport();
  /** The figures of the chart and its table, as a spreadsheet named after the page. */
  const exportSheet = () =>
    sheet.save(
      t('settings.stats.visitFile'),
      [t('settings.stats.pageKind'), t('settings.stats.visits'), t('settings.stats.visitors'), t('settings.stats.perVisitor')],
      rows.map((r) => [kindOf(r), String(r.count), r.visitors === undefined ? '' : String(r.visitors), r.visitors ? (r.count / r.visitors).toFixed(1) : '']),
    );
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.set.Statistics" description="settings.stats.visitDescription" />
      <PeriodFields value={search} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />
      <QueryState query={visits} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.stats.noVisits')}>
        {() => (
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text color="fg.muted">{t('settings.stats.totalVisits', { count: total, total: formatNumber(total) })}</Text>
              <Button variant="outline" size="sm" loading={sheet.busy} onClick={() => void exportSheet()}>
                <LuDownload /> {t('settings.stats.export')}
              </Button>
            </HStack>
            {/* The chart of the kinds of page, with their table beside it. */}
            <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
              <BreakdownChart
                title={`${t('settings.stats.visits')} / ${t('settings.stats.visitors')}`}
                rows={bars}
                category="kind"
                categoryLabel={t('settings.stats.pageKind')}
                series={[
                  { key: 'visits', label: t('settings.stats.visits') },
                  { key: 'visitors', label: t('settings.stats.visitors') },
                ]}
                table={false}
                emptyText={t('settings.stats.noVisits')}
              />
              <DataTable rows={rows} columns={columns} label={t('nav.host.set.Statistics')} busy={visits.isFetching || visitors.isFetching} />
            </Grid>
          </Stack>
        )}
      </QueryState>
      <DailyTrend exhibitionId={exhibitionId} period={search} />
    </Stack>
  );
}

/** Saving a table as a spreadsheet, busy while it is written; a failure is said in a toast. */
function useSheetExport() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const save = async (fileName: string, headers: string[], rows: string[][]) => {
    setBusy(true);
    try {
      await saveSheet(fileName, headers, rows);
    } catch (error) {
      reportError(error, t('settings.stats.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

interface TrendRow {
  day: string;
  visits: number;
  visitors: number;
}

/** The figures of one day: its visits, and its visitors added up over the kinds of page. */
const totalOf = (r: { data?: { data: VisitStatistic[] } }, key: 'count' | 'userCount') => (r.data ? sumOf(r.data.data, (v) => v[key]) : 0);

/**
 * 每日趋势: visits and visitors on each show day (the exhibition's dates), or on each day of the
 * period in the URL, as a line chart with its table and an export of that table.
 */
function DailyTrend({ exhibitionId, period }: { exhibitionId: string; period: VisitStatsSearch }) {
  const { t } = useTranslation();
  const ofShow = !period.start && !period.end;
  const show = useQuery({ ...showQuery(exhibitionId), enabled: ofShow });
  const span = trendSpan(period, ofShow ? show.data?.data : undefined);
  const queries = dailyQueries(exhibitionId, span.days);
  const visits = useQueries({ queries: queries.map((q) => q.visits) });
  const visitors = useQueries({ queries: queries.map((q) => q.visitors) });
  // The show's dates first (when the trend follows them), then every day's figures.
  const trend: QueryLike<TrendRow[]> = combineQueries([...(ofShow ? [show] : []), ...visits, ...visitors], () =>
    span.days.map((day, i) => ({ day, visits: totalOf(visits[i]!, 'count'), visitors: totalOf(visitors[i]!, 'userCount') })),
  );
  const sheet = useSheetExport();
  const first = span.days[0];
  const last = span.days.at(-1);
  const description = [
    first && last ? t(span.of === 'show' ? 'settings.stats.trendShowDays' : 'settings.stats.trendPeriodDays', { first, last }) : '',
    span.capped ? t('settings.stats.trendCapped', { max: TREND_MAX_DAYS }) : '',
  ].join(' ').trim();
  return (
    <QueryState query={trend} isEmpty={(rows) => rows.length === 0} emptyTitle={t('settings.stats.noTrendDays')}>
      {(rows) => (
        <Stack gap="2">
          <TrendChart
            title={t('settings.stats.trend')}
            description={description || undefined}
            rows={rows}
            x="day"
            xLabel={t('settings.stats.day')}
            formatX={shortDay}
            series={[
              { key: 'visits', label: t('settings.stats.visits') },
              { key: 'visitors', label: t('settings.stats.visitors') },
            ]}
            emptyText={t('settings.stats.noTrendDays')}
          />
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text color="fg.muted">{t('settings.stats.trendTotal', { total: formatNumber(sumOf(rows, (r) => r.visits)) })}</Text>
            <Button
              variant="outline"
              size="sm"
              loading={sheet.busy}
              onClick={() =>
                void sheet.save(
                  t('settings.stats.trendFile'),
                  [t('settings.stats.day'), t('settings.stats.visits'), t('settings.stats.visitors')],
                  rows.map((r) => [r.day, String(r.visits), String(r.visitors)]),
                )
              }
            >
              <LuDownload /> {t('settings.stats.exportTrend')}
            </Button>
          </HStack>
        </Stack>
      )}
    </QueryState>
  );
}
