/**
 * 热门展品 / Hot products: the exhibition's products the public site shows as hot, in their order;
 * the other products listed beside to add from; a product taken off or added from its row (or many
 * at once); narrowed by exhibit category, chosen level by level, and keyword, all in the URL.
 */
import { Button, HStack, NativeSelect, SegmentGroup, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Product } from '@gen/api/model';
import { columnsOf, ResourceListPage, useScopeId, type ListSearchState, type RowAction } from '@/components/kit';
import { categoryNames, childCategoriesQuery, hotProduct, ROOT_CATEGORY } from './hotProducts';
import { HOT_VIEWS, type HotView } from './routes';
import { formatList } from '@/lib/i18n';

type HotSearch = z.output<typeof hotProduct.search>;

const route = getRouteApi('/host/index/webSet/web-hotpro');

const c = columnsOf<Product>();
const columns = [
  c.text('showIndex', 'siteShowcase.hot.order', { align: 'end', sortable: true, width: '6rem' }),
  c.image('banner', 'kit.column.image'),
  c.twoLines('name', 'siteShowcase.hot.product', (p) => p.name, (p) => p.nameEn, { minWidth: '12rem' }),
  c.text('compName', 'siteShowcase.hot.exhibitor', { minWidth: '12rem' }),
  c.custom('category', 'siteShowcase.hot.category', (p) => <Text lineClamp={2}>{formatList(categoryNames(p.category))}</Text>, { minWidth: '10rem' }),
  c.text('viewCount', 'siteShowcase.hot.views', { align: 'end', sortable: true }),
  c.topicSwitch(hotProduct.setTopic!, 'siteShowcase.hot.isHot'),
];

const ROW_ACTIONS: Record<HotView, RowAction<Product>[]> = {
  hot: [{ label: 'siteShowcase.hot.remove', onSelect: (p) => hotProduct.setTopic!(p, 0), successMessage: 'siteShowcase.hot.removed' }],
  others: [{ label: 'siteShowcase.hot.add', onSelect: (p) => hotProduct.setTopic!(p, 1), successMessage: 'siteShowcase.hot.added' }],
};

/** The hot products, or the others to add from: one switch, in the URL. */
function ViewSwitch({ list }: { list: ListSearchState<HotSearch> }) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root value={list.search.view ?? 'hot'} onValueChange={(e) => list.setFilters({ view: e.value === 'others' ? 'others' : undefined })} size="sm" aria-label={t('siteShowcase.hot.view')}>
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={HOT_VIEWS.map((v) => ({ value: v, label: t(`siteShowcase.hot.viewNames.${v}`) }))} />
    </SegmentGroup.Root>
  );
}

/** One level of the category drill-down: the children of `parentId`, read when that level opens. */
function CategoryLevel({ parentId, depth, value, onChange }: { parentId: string; depth: number; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition');
  const query = useQuery(childCategoriesQuery(parentId));
  // The top level of every exhibition comes back; only this exhibition's categories are offered.
  const options = (query.data?.data ?? []).filter((cat) => depth > 0 || !cat.exhibitionId || cat.exhibitionId.toLowerCase() === exhibitionId?.toLowerCase());
  const label = depth === 0 ? t('siteShowcase.hot.category') : t('siteShowcase.hot.subCategory', { level: depth + 1 });
  if (query.isError) {
    return (
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => void query.refetch()}>
        {t('siteShowcase.hot.categoriesFailed', { label })}
      </Button>
    );
  }
  // A category without children ends the drill-down.
  if (depth > 0 && query.isSuccess && options.length === 0) return null;
  return (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '11rem' }} disabled={query.isPending}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{query.isPending ? t('siteShowcase.hot.loadingCategories') : depth === 0 ? t('siteShowcase.hot.allCategories') : t('siteShowcase.hot.allBelow')}</option>
        {value && !options.some((o) => o.id === value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The exhibit category, chosen level by level; the URL keeps the path (`category=[top, …, chosen]`). */
function CategoryDrill({ list }: { list: ListSearchState<HotSearch> }) {
  const path = list.search.category ?? [];
  const choose = (depth: number, id: string) => {
    const next = id ? [...path.slice(0, depth), id] : path.slice(0, depth);
    list.setFilters({ category: next.length ? next : undefined });
  };
  return (
    <HStack gap="2" wrap="wrap">
      {[ROOT_CATEGORY, ...path].map((parentId, depth) => (
        <CategoryLevel key={`${depth}-${parentId}`} parentId={parentId} depth={depth} value={path[depth] ?? ''} onChange={(id) => choose(depth, id)} />
      ))}
    </HStack>
  );
}

const filters = (list: ListSearchState<HotSearch>) => (
  <>
    <ViewSwitch list={list} />
    <CategoryDrill list={list} />
  </>
);

export function HotProductsPage() {
  const view: HotView = route.useSearch().view ?? 'hot';
  return (
    <ResourceListPage
      resource={hotProduct}
      columns={columns}
      moreFilters={filters}
      rowActions={ROW_ACTIONS[view]}
      searchPlaceholder="siteShowcase.hot.search"
      description={view === 'others' ? 'siteShowcase.hot.othersDescription' : 'siteShowcase.hot.description'}
    />
  );
}
