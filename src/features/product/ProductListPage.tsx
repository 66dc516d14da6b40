/**
 * 全部产品 / All products (/exhibition{-$lang}/index/product/allpro): the company's products, 10 per
 * page, with keyword, shown / featured / group / category filters and sorting in the URL; show
 * and featured switches; edit, comments, requests and delete per row; bulk delete.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Product } from '@gen/api/model';
import { productDelete, productSetShow, productSetTopic, useProductGetByCompId } from '@gen/api/product/product';
import { columnsOf, ListFilterSelect, ListPage, useListSearch } from '@/components/kit';
import { useSession } from '@/lib/session/store';
import { DataFilterSelect } from './fields';
import { ProductFeedbackDrawer, type FeedbackTab } from './ProductFeedbackDrawer';
import { flattenTree, NoCompany, PriceText, routeById, useCategoryTree, useCompanyGroups, useLocalName } from './shared';

const route = routeById('/exhibition{-$lang}/index/product/allpro');
const c = columnsOf<Product>();
const imageColumn = c.image('banner', 'kit.column.image');
const priceColumn = c.text('price', 'product.fields.price', { sortable: true, format: (v) => <PriceText value={v} /> });
const showColumn = c.showSwitch((p, isShow) => productSetShow({ id: p.id, isShow }));
const topicColumn = c.topicSwitch((p, topic) => productSetTopic({ id: p.id, topic }));
const dateColumn = c.date('createTime', 'product.fields.createTime', { sortable: true });

/** Name with the model (and the other language's name) under it. */
function ProductName({ product }: { product: Product }) {
  const localName = useLocalName();
  const name = localName(product);
  const other = name === product.name ? product.nameEn : product.name;
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" lineClamp={2}>
        {name}
      </Text>
      {(product.model || other) && (
        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
          {[product.model, other].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function GroupName({ product }: { product: Product }) {
  const { groups } = useCompanyGroups();
  const localName = useLocalName();
  const group = groups.find((g) => g.id === product.groupId);
  return <>{group ? localName(group) : (product.groupName ?? '')}</>;
}

const nameColumn = c.custom('name', 'product.fields.name', (p) => <ProductName product={p} />, { sortable: 'name', minWidth: '12rem' });
const groupColumn = c.custom('group', 'product.fields.group', (p) => <GroupName product={p} />, { minWidth: '8rem' });

export function ProductListPage() {
  const list = useListSearch(route);
  const compId = useSession((s) => s.company?.id ?? '');
  const query = useProductGetByCompId({ ...list.request, compId }, { ...list.queryOptions, query: { ...list.queryOptions.query, enabled: Boolean(compId) } });
  const localName = useLocalName();
  const { groups } = useCompanyGroups();
  const categories = useCategoryTree();
  const [viewing, setViewing] = useState<{ product: Product; tab: FeedbackTab }>();

  const columns = useMemo(
    () => [
      imageColumn,
      nameColumn,
      priceColumn,
      groupColumn,
      showColumn,
      topicColumn,
      dateColumn,
      c.actions({
        edit: (p) => ({ to: '/exhibition{-$lang}/index/product/editpro', search: { id: p.id } }),
        onDelete: (p) => productDelete({ id: p.id }),
        nameOf: (p) => localName(p),
        items: [
          { label: 'product.list.comments', onSelect: (p) => setViewing({ product: p, tab: 'comments' }) },
          { label: 'product.list.applications', onSelect: (p) => setViewing({ product: p, tab: 'applications' }) },
        ],
      }),
    ],
    [localName],
  );

  if (!compId) return <NoCompany title="nav.exhibitor.product.allpro" />;
  return (
    <ListPage
      title="nav.exhibitor.product.allpro"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="product.list.searchPlaceholder"
      create={{ to: '/exhibition{-$lang}/index/product/addpro' }}
      createLabel="nav.exhibitor.product.addpro"
      filters={
        <>
          <ListFilterSelect list={list} name="isShow" label="kit.column.show" options={[{ value: true, label: 'kit.status.shown' }, { value: false, label: 'kit.status.hidden' }]} />
          <ListFilterSelect list={list} name="topic" label="kit.column.topic" options={[{ value: 1, label: 'kit.status.featured' }, { value: 0, label: 'kit.status.normal' }]} />
          <DataFilterSelect list={list} name="groupId" label="product.fields.group" options={groups.map((g) => ({ value: g.id, label: localName(g) }))} />
          <DataFilterSelect
            list={list}
            name="categoryId"
            label="product.fields.category"
            options={flattenTree(categories.nodes).map(({ node, depth }) => ({ value: node.id, label: node.label, depth }))}
          />
        </>
      }
      onDeleteMany={(rows) => Promise.all(rows.map((p) => productDelete({ id: p.id })))}
    >
      <ProductFeedbackDrawer
        product={viewing?.product}
        tab={viewing?.tab ?? 'comments'}
        onTabChange={(tab) => setViewing((v) => (v ? { ...v, tab } : v))}
        onClose={() => setViewing(undefined)}
      />
    </ListPage>
  );
}
