/**
 * 浏览统计 / Page views (Chinese area only): how the company's products were viewed over a period
 * kept in the URL: the totals, views and visitors per day, each product's share of the views and
 * the companies the visitors came from, each chart with its table beside it.
 */
import { Card, Grid, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductViewLog, ProductViewStat } from '@gen/api/model';
import { BreakdownChart, byDay, shortDay, sumOf, topWithRest, TrendChart } from '@/components/chart';
import { combineQueries, Fact, formatNumber, PageHeader, PeriodFields, QueryState, ScopeNotice, useScopeIds, type Period, type QueryLike } from '@/components/kit';
import { allViewStatsQuery, fullViewLogQuery, insightScopeOf, LOGGED_PRODUCTS, type InsightScope } from './queries';
import type { PageViewSearch } from './routes';

export function PageViewPage() {
  const scope = insightScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.pageView" scope="company" />;
  return <PageViews scope={scope} />;
}

function PageViews({ scope }: { scope: InsightScope }) {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as PageViewSearch;
  const period: Period = { start: search.start, end: search.end };
  const navigate = useNavigate();
  const stats = useQuery({ ...allViewStatsQuery(scope, period), placeholderData: keepPreviousData, retryOnMount: false });
  return (
    <Stack gap="5" minW="0">
      <PageHeader title="nav.exhibitor.pageView" description="insights.pageView.description" />
      <PeriodFields value={period} onChange={(next) => void navigate({ to: '.', search: (prev: PageViewSearch) => ({ ...prev, ...next }), replace: true })} />
      <QueryState query={stats} isEmpty={(r) => r.data.items.every((s) => s.viewCount === 0)} emptyTitle={t('insights.pageView.noViews')}>
        {(r) => <Figures stats={r.data.items} period={period} />}
      </QueryState>
    </Stack>
  );
}

/** Without a start day the trend shows the latest days with views, up to this many. */
const RECENT_DAYS = 60;

interface CompanyRow {
  company: string;
  views: number;
  visitors: number;
}

const visitorsOf = (logs: ProductViewLog[]) => new Set(logs.map((l) => l.userId ?? l.phoneNumber ?? l.id)).size;

function Figures({ stats, period }: { stats: ProductViewStat[]; period: Period }) {
  const { t } = useTranslation();
  const viewed = useMemo(() => stats.filter((s) => s.viewCount > 0).sort((a, b) => b.viewCount - a.viewCount), [stats]);
  const logged = viewed.slice(0, LOGGED_PRODUCTS);
  // Each viewed product's log over the period: what the trend, the visitors and the companies count.
  const logs = useQueries({
    queries: logged.map((s) => fullViewLogQuery(s.productId, period)),
    combine: (results): QueryLike<ProductViewLog[]> => combineQueries(results, () => results.flatMap((q) => q.data?.data.items ?? [])),
  });
  const byProduct = topWithRest(
    viewed.map((s) => ({ name: s.productName, views: s.viewCount })),
    6,
    (r) => r.views,
    (rest) => ({ name: t('insights.figures.others'), views: sumOf(rest, (r) => r.views) }),
  );
  const views = sumOf(stats, (s) => s.viewCount);
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="4">
            <Fact label="insights.figures.views">{formatNumber(views)}</Fact>
            <Fact label="insights.figures.visitors">{logs.data ? formatNumber(visitorsOf(logs.data)) : '…'}</Fact>
            <Fact label="insights.figures.shares">{formatNumber(sumOf(stats, (s) => s.shareCount))}</Fact>
            <Fact label="insights.figures.collections">{formatNumber(sumOf(stats, (s) => s.collectCount))}</Fact>
            <Fact label="insights.figures.avgStay">
              {logs.data?.length ? t('insights.figures.seconds', { count: Math.round(sumOf(logs.data, (l) => l.stayDuration) / logs.data.length) }) : '…'}
            </Fact>
          </Grid>
        </Card.Body>
      </Card.Root>
      <QueryState query={logs} skeletonRows={6}>
        {(items) => <LogCharts logs={items} period={period} capped={viewed.length > LOGGED_PRODUCTS} />}
      </QueryState>
      <BreakdownChart
        title={t('insights.pageView.byProduct')}
        kind="donut"
        rows={byProduct}
        category="name"
        categoryLabel={t('insights.figures.product')}
        series={[{ key: 'views', label: t('insights.figures.views') }]}
        shareLabel={t('insights.figures.share')}
        emptyText={t('insights.pageView.noViews')}
      />
    </Stack>
  );
}

function LogCharts({ logs, period, capped }: { logs: ProductViewLog[]; period: Period; capped: boolean }) {
  const { t } = useTranslation();
  const trend = useMemo(
    () => byDay(logs, { time: (l) => l.inTime, measures: { views: (d) => d.length, visitors: visitorsOf }, start: period.start, end: period.end, max: period.start ? 366 : RECENT_DAYS }),
    [logs, period.start, period.end],
  );
  const companies = useMemo(() => {
    const groups = new Map<string, ProductViewLog[]>();
    for (const l of logs) {
      const name = l.companyName?.trim() || t('insights.pageView.unknownCompany');
      groups.set(name, [...(groups.get(name) ?? []), l]);
    }
    return [...groups.entries()]
      .map(([company, group]): CompanyRow => ({ company, views: group.length, visitors: visitorsOf(group) }))
      .sort((a, b) => b.views - a.views || a.company.localeCompare(b.company, 'zh-CN'))
      .slice(0, 10);
  }, [logs, t]);
  return (
    <Stack gap="6">
      <TrendChart
        title={t('insights.pageView.trend')}
        description={[period.start ? '' : t('insights.pageView.recent', { count: RECENT_DAYS }), capped ? t('insights.pageView.capped', { count: LOGGED_PRODUCTS }) : ''].filter(Boolean).join(' · ') || undefined}
        kind="area"
        rows={trend}
        x="day"
        xLabel={t('insights.figures.day')}
        formatX={shortDay}
        series={[
          { key: 'views', label: t('insights.figures.views') },
          { key: 'visitors', label: t('insights.figures.visitors') },
        ]}
        emptyText={t('insights.pageView.noViews')}
      />
      <BreakdownChart
        title={t('insights.pageView.byCompany')}
        rows={companies}
        category="company"
        categoryLabel={t('insights.pageView.company')}
        series={[
          { key: 'views', label: t('insights.figures.views') },
          { key: 'visitors', label: t('insights.figures.visitors') },
        ]}
        emptyText={t('insights.pageView.noViews')}
      />
    </Stack>
  );
}
