/**
 * 访客行为 / Visitor behaviour, in three tabs kept in the URL: product views (per product over a
 * period: views, visitors, shares, saves; who viewed one product in a side panel; exported as
 * 产品浏览统计.xlsx), product tags (the company's products and their views per tag, as bars with
 * the table beside; exported as 产品标签统计.xlsx) and the tag requests sent to the organiser.
 */
import { Badge, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadNames } from '@gen/api/downloads';
import type { ProductTagCount, ProductViewLog, ProductViewStat } from '@gen/api/model';
import { productExcelExportProductView, productTagCountExcelGetAllByCompId } from '@gen/api/product/product';
import { BreakdownChart } from '@/components/chart';
import {
  columnsOf, DataTable, ExportButton, firstImage, ListPage, ListPagination, PageHeader, PanelDrawer, PeriodFields, QueryState, ScopeNotice, Thumbnail,
  useListSearchOf, useScopeIds, type ListSearchState, type Period,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { insightScopeOf, tagCountsQuery, viewLogQuery, viewStatFilter, viewStatsQuery, type InsightScope } from './queries';
import { BEHAVIOR_TABS, type BehaviorSearch, type BehaviorTab } from './routes';
import { TagRequests } from './TagRequests';

export function BehaviorPage() {
  const scope = insightScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.behavior" scope="company" />;
  return <Behavior scope={scope} />;
}

function Behavior({ scope }: { scope: InsightScope }) {
  const { t } = useTranslation();
  const list = useListSearchOf<BehaviorSearch>();
  const tab = list.search.tab;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => list.setFilters({ tab: e.value as BehaviorTab })} lazyMount unmountOnExit>
      <Stack gap="4" minW="0">
        <PageHeader title="nav.exhibitor.behavior" description="insights.behavior.description" />
        <Tabs.List>
          {BEHAVIOR_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`insights.behavior.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="views" pt="0">
          <ProductViews list={list} scope={scope} />
        </Tabs.Content>
        <Tabs.Content value="tags" pt="0">
          <TagCounts scope={scope} />
        </Tabs.Content>
        <Tabs.Content value="requests" pt="0">
          {scope.exhibitionId ? <TagRequests compId={scope.compId} exhibitionId={scope.exhibitionId} /> : <Text color="fg.muted">{t('insights.behavior.noExhibition')}</Text>}
        </Tabs.Content>
      </Stack>
    </Tabs.Root>
  );
}

// ----------------------------------------------------------------------------- product views

function ProductViews({ list, scope }: { list: ListSearchState<BehaviorSearch>; scope: InsightScope }) {
  const { t } = useTranslation();
  const query = useQuery({ ...viewStatsQuery(list.search, scope), placeholderData: keepPreviousData, retryOnMount: false });
  const [viewing, setViewing] = useState<ProductViewStat | null>(null);
  const period: Period = { start: list.search.start, end: list.search.end };
  const columns = useMemo(() => {
    const c = columnsOf<ProductViewStat>();
    return [
      c.custom('productName', 'insights.figures.product', (r) => (
        <HStack gap="3">
          <Thumbnail src={firstImage(r.banner)} alt="" boxSize="10" rounded="md" objectFit="cover" />
          <Text fontWeight="medium">{r.productName}</Text>
        </HStack>
      ), { minWidth: '14rem' }),
      c.text('viewCount', 'insights.figures.views', { sortable: true, align: 'end' }),
      c.text('visitorCount', 'insights.figures.visitors', { sortable: true, align: 'end' }),
      c.text('shareCount', 'insights.figures.shares', { sortable: true, align: 'end' }),
      c.text('collectCount', 'insights.figures.collections', { sortable: true, align: 'end' }),
      c.date('lastViewTime', 'insights.figures.lastView', { pattern: 'datetime', sortable: true }),
      c.actions({ items: [{ label: 'insights.behavior.viewers', onSelect: (r) => setViewing(r) }] }),
    ];
  }, []);
  const rows = (query.data?.data.items ?? []).filter((r) => r.viewCount > 0);
  return (
    <>
      <ListPage
        list={list}
        query={query}
        columns={columns}
        getRowId={(r) => r.productId}
        searchPlaceholder="insights.behavior.search"
        emptyTitle="insights.behavior.noViews"
        filters={<PeriodFields value={period} onChange={(next) => list.setFilters(next)} />}
        toolbarExtra={
          <ExportButton
            label="insights.behavior.exportViews"
            fileName={downloadNames.productExcelExportProductView}
            request={(o) => productExcelExportProductView(viewStatFilter(list.search, scope), o)}
          />
        }
        summary={
          <BreakdownChart
            title={t('insights.behavior.topProducts')}
            rows={rows}
            category="productName"
            categoryLabel={t('insights.figures.product')}
            series={[
              { key: 'viewCount', label: t('insights.figures.views') },
              { key: 'visitorCount', label: t('insights.figures.visitors') },
            ]}
            table={false}
            height="56"
            emptyText={t('insights.behavior.noViews')}
          />
        }
      />
      {viewing && <Viewers product={viewing} period={period} onClose={() => setViewing(null)} />}
    </>
  );
}

const seconds = (value: number | undefined) => (value === undefined ? '' : value >= 60 ? `${Math.floor(value / 60)}′${String(value % 60).padStart(2, '0')}″` : `${value}″`);

/** Who viewed one product in the period, newest first (ProductViewLog/GetByProId2). */
function Viewers({ product, period, onClose }: { product: ProductViewStat; period: Period; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({ ...viewLogQuery(product.productId, period, page, pageSize), placeholderData: keepPreviousData });
  const columns = useMemo(() => {
    const c = columnsOf<ProductViewLog>();
    return [
      c.twoLines('userName', 'insights.behavior.visitor', (r) => r.userName ?? '—', (r) => r.jobTitle),
      c.text('companyName', 'insights.behavior.visitorCompany'),
      c.text('phoneNumber', 'insights.behavior.phone'),
      c.date('inTime', 'insights.behavior.inTime', { pattern: 'datetime' }),
      c.custom('stayDuration', 'insights.behavior.stay', (r) => seconds(r.stayDuration), { align: 'end' }),
      c.custom('actions', 'insights.behavior.actions', (r) => (
        <HStack gap="1">
          {Boolean(r.shareCount) && <Badge colorPalette="blue">{t('insights.behavior.shared')}</Badge>}
          {Boolean(r.collectCount) && <Badge colorPalette="orange">{t('insights.behavior.collected')}</Badge>}
        </HStack>
      )),
    ];
  }, [t]);
  return (
    <PanelDrawer open title={t('insights.behavior.viewersOf', { name: product.productName })} onClose={onClose}>
      <QueryState query={query} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('insights.behavior.noViewers')}>
        {(r) => (
          <Stack gap="3">
            <DataTable rows={r.data.items} columns={columns} label={t('insights.behavior.viewersOf', { name: product.productName })} busy={query.isFetching} />
            <ListPagination total={r.data.totalCount ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
          </Stack>
        )}
      </QueryState>
    </PanelDrawer>
  );
}

// ----------------------------------------------------------------------------- tags

function TagCounts({ scope }: { scope: InsightScope }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const query = useQuery(tagCountsQuery(scope));
  const exportButton = (
    <ExportButton
      alignSelf="start"
      label="insights.behavior.exportTags"
      fileName={downloadNames.productTagCountExcelGetAllByCompId}
      request={(o) => productTagCountExcelGetAllByCompId({ compId: scope.compId, ...(scope.exhibitionId ? { exhibitionId: scope.exhibitionId } : {}) }, o)}
    />
  );
  return (
    <Stack gap="4">
      {exportButton}
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('insights.behavior.noTags')}>
        {(r) => (
          <BreakdownChart
            title={t('insights.behavior.tagsTitle')}
            description={t('insights.behavior.tagsHint')}
            rows={r.data.map((tag: ProductTagCount) => ({ tag: localName(tag.tagName, tag.tagNameEn), productCount: tag.productCount, viewCount: tag.viewCount }))}
            category="tag"
            categoryLabel={t('insights.behavior.tag')}
            series={[
              { key: 'productCount', label: t('insights.behavior.productCount') },
              { key: 'viewCount', label: t('insights.figures.views') },
            ]}
            height="80"
            emptyText={t('insights.behavior.noTags')}
          />
        )}
      </QueryState>
    </Stack>
  );
}
