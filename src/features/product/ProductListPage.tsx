/**
 * 全部产品 / All products (/exhibition{-$lang}/index/product/allpro): the company's products with
 * the shown / featured / group / category filters, show and featured switches, and each
 * product's comments and sample requests in a drawer.
 */
import { useMemo, useState } from 'react';
import type { Product } from '@gen/api/model';
import { columnsOf, DataFilterSelect, ResourceListPage, SHOW_FILTER, TwoLines, type FilterOption, type ListSearchState, type RowAction } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { ProductFeedbackDrawer } from './feedbackDrawer';
import type { FeedbackTab } from './ProductFeedbackDrawer';
import { product, type ProductSearch } from './resources';
import { flattenTree, PriceText, useCategoryTree, useCompanyGroups } from './shared';

/** Name with the model (and the other language's name) under it. */
export function ProductName({ product: p }: { product: Product }) {
  const localName = useLocalName();
  const name = localName(p);
  const other = name === p.name ? p.nameEn : p.name;
  return <TwoLines main={name} sub={[p.model, other].filter(Boolean).join(' · ')} mainLines={2} subLines={1} />;
}

function GroupName({ product: p }: { product: Product }) {
  const { groups } = useCompanyGroups();
  const localName = useLocalName();
  const group = groups.find((g) => g.id === p.groupId);
  return <>{group ? localName(group) : (p.groupName ?? '')}</>;
}

const c = columnsOf<Product>();
const columns = [
  c.image('banner', 'kit.column.image'),
  c.custom('name', 'product.fields.name', (p) => <ProductName product={p} />, { sortable: 'name', minWidth: '12rem' }),
  c.text('price', 'product.fields.price', { sortable: true, format: (v) => <PriceText value={v} /> }),
  c.custom('group', 'product.fields.group', (p) => <GroupName product={p} />, { minWidth: '8rem' }),
  c.showSwitch(product.setShow!),
  c.topicSwitch(product.setTopic!),
  c.date('createTime', 'product.fields.createTime', { sortable: true }),
];

const TOPIC_FILTER: FilterOption<0 | 1>[] = [
  { value: 1, label: 'kit.status.featured' },
  { value: 0, label: 'kit.status.normal' },
];

/** The group and category filters: their choices are the company's groups and the exhibition's categories. */
function DataFilters({ list }: { list: ListSearchState<ProductSearch> }) {
  const localName = useLocalName();
  const { groups } = useCompanyGroups();
  const categories = useCategoryTree();
  return (
    <>
      <DataFilterSelect list={list} name="groupId" label="product.fields.group" options={groups.map((g) => ({ value: g.id, label: localName(g) }))} />
      <DataFilterSelect
        list={list}
        name="categoryId"
        label="product.fields.category"
        options={flattenTree(categories.nodes).map(({ node, depth }) => ({ value: node.id, label: node.label, depth }))}
      />
    </>
  );
}

const dataFilters = (list: ListSearchState<ProductSearch>) => <DataFilters list={list} />;

export function ProductListPage() {
  const [viewing, setViewing] = useState<{ product: Product; tab: FeedbackTab }>();
  const rowActions = useMemo<RowAction<Product>[]>(
    () => [
      { label: 'product.list.comments', onSelect: (p) => setViewing({ product: p, tab: 'comments' }) },
      { label: 'product.list.applications', onSelect: (p) => setViewing({ product: p, tab: 'applications' }) },
    ],
    [],
  );
  return (
    <ResourceListPage
      resource={product}
      columns={columns}
      searchPlaceholder="product.list.searchPlaceholder"
      filters={[
        { name: 'isShow', label: 'kit.column.show', options: SHOW_FILTER },
        { name: 'topic', label: 'kit.column.topic', options: TOPIC_FILTER },
      ]}
      moreFilters={dataFilters}
      rowActions={rowActions}
    >
      <ProductFeedbackDrawer
        product={viewing?.product}
        tab={viewing?.tab ?? 'comments'}
        onTabChange={(tab) => setViewing((v) => (v ? { ...v, tab } : v))}
        onClose={() => setViewing(undefined)}
      />
    </ResourceListPage>
  );
}
