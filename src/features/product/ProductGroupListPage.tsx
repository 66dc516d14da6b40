/**
 * 产品分组 / Product groups (/exhibition{-$lang}/index/proGroup/productlist): the company's groups
 * with their product counts; add, edit, manage the group's products, delete.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ProductGroup } from '@gen/api/model';
import { productGroupDelete, useProductGroupGetByCompId } from '@gen/api/product/product';
import { columnsOf, ListPage, showStatus, useListSearch } from '@/components/kit';
import { useSession } from '@/lib/session/store';
import { NoCompany, routeById, useLocalName } from './shared';

const route = routeById('/exhibition{-$lang}/index/proGroup/productlist');
const c = columnsOf<ProductGroup>();

function GroupName({ group }: { group: ProductGroup }) {
  const localName = useLocalName();
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium">{localName(group)}</Text>
      {group.description && (
        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
          {group.description}
        </Text>
      )}
    </Stack>
  );
}

export function ProductGroupListPage() {
  const list = useListSearch(route);
  const compId = useSession((s) => s.company?.id ?? '');
  const query = useProductGroupGetByCompId({ ...list.request, compId }, { query: { ...list.queryOptions.query, enabled: Boolean(compId) } });
  const localName = useLocalName();

  const columns = useMemo(
    () => [
      c.image('cover', 'kit.column.image'),
      c.custom('name', 'product.group.fields.name', (g) => <GroupName group={g} />, { sortable: 'name', minWidth: '12rem' }),
      c.text('productCount', 'product.group.fields.productCount', { format: (v) => v ?? 0 }),
      c.status('isShow', 'kit.column.status', showStatus),
      c.date('createTime', 'kit.column.createTime', { sortable: true }),
      c.actions({
        edit: (g) => ({ to: '/exhibition{-$lang}/index/proGroup/productedit', search: { id: g.id } }),
        items: [{ label: 'product.group.list.products', to: (g) => ({ to: '/exhibition{-$lang}/index/proGroup/productproList', search: { groupId: g.id } }) }],
        onDelete: (g) => productGroupDelete({ id: g.id }),
        nameOf: (g) => localName(g),
      }),
    ],
    [localName],
  );

  if (!compId) return <NoCompany title="nav.exhibitor.proGroup.productlist" />;
  return (
    <ListPage
      title="nav.exhibitor.proGroup.productlist"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="product.group.list.searchPlaceholder"
      create={{ to: '/exhibition{-$lang}/index/proGroup/productadd' }}
      createLabel="nav.exhibitor.proGroup.productadd"
      onDeleteMany={(rows) => Promise.all(rows.map((g) => productGroupDelete({ id: g.id })))}
    />
  );
}
