/**
 * 分组产品 / Grouped products (/exhibition{-$lang}/index/proGroup/productproList?groupId=): the
 * products of one group (GetPagedListByGroupId), products added from the company's list, and
 * taken out again (one or several), through the group's product ids.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { Product } from '@gen/api/model';
import { getProductGroupGetQueryOptions } from '@gen/api/product/product';
import { columnsOf, ensureAccepted, ListPage, PageHeader, QueryState, reportError, RouteLink, useConfirm } from '@/components/kit';
import { useListSearchOf } from '@/components/list/useListSearch';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { notify } from '@/lib/notify';
import { AddProductsDialog } from './AddProductsDialog';
import { changeGroupMembers, withoutProducts, withProducts } from './groupMembers';
import { groupProductsQuery, product, productGroup, type GroupProductsSearch } from './resources';
import { PriceText } from './shared';

const route = getRouteApi('/exhibition{-$lang}/index/proGroup/productproList');
const c = columnsOf<Product>();
const imageColumn = c.image('banner', 'kit.column.image');
const modelColumn = c.text('model', 'product.fields.model');
const priceColumn = c.text('price', 'product.fields.price', { sortable: true, format: (v) => <PriceText value={v} /> });
const showColumn = c.showSwitch(product.setShow!);

function LocalName({ product }: { product: Product }) {
  const localName = useLocalName();
  return <>{localName(product)}</>;
}
const nameColumn = c.custom('name', 'product.fields.name', (p) => <LocalName product={p} />, { sortable: 'name', minWidth: '12rem' });

function GroupProducts({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [adding, setAdding] = useState(false);
  // The route's loader fetched the group and this page of its products already.
  const group = useQuery(getProductGroupGetQueryOptions({ id: groupId }));
  const urlList = useListSearchOf<GroupProductsSearch>();
  // groupId names the page, not a filter: "reset" clears the keyword only.
  const list = useMemo(
    () => ({ ...urlList, filtered: Boolean(urlList.search.keyword), reset: () => urlList.setKeyword('') }),
    [urlList],
  );
  const query = useQuery({ ...groupProductsQuery(list.search, groupId), placeholderData: keepPreviousData, retryOnMount: false });

  const refresh = () => queryClient.invalidateQueries();

  const columns = useMemo(
    () => [
      imageColumn,
      nameColumn,
      modelColumn,
      priceColumn,
      showColumn,
      c.actions({
        edit: product.to.edit,
        items: [
          {
            label: 'product.group.products.remove',
            confirm: 'product.group.products.removeConfirm',
            danger: true,
            successMessage: 'product.group.products.removed',
            onSelect: (p) => changeGroupMembers(groupId, withoutProducts([p.id])),
          },
        ],
      }),
    ],
    [groupId],
  );

  const add = async (ids: string[]) => {
    try {
      ensureAccepted(await changeGroupMembers(groupId, withProducts(ids)));
      notify.success(t('product.group.products.added', { count: ids.length }));
      await refresh();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
      throw error;
    }
  };

  const removeMany = async (rows: Product[], done: () => Promise<void>) => {
    const ok = await confirm({
      title: t('product.group.products.bulkRemove'),
      message: t('product.group.products.bulkRemoveConfirm', { count: rows.length }),
      danger: true,
      confirmLabel: t('product.group.products.remove'),
    });
    if (!ok) return;
    try {
      ensureAccepted(await changeGroupMembers(groupId, withoutProducts(rows.map((p) => p.id))));
      notify.success(t('product.group.products.removed'));
      await done();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    }
  };

  const bulkActions = (rows: Product[], done: () => Promise<void>) => (
    <Button size="sm" variant="outline" colorPalette="red" onClick={() => void removeMany(rows, done)}>
      {t('product.group.products.bulkRemove')}
    </Button>
  );

  return (
    <QueryState query={group}>
      {({ data: g }) => (
        <Stack gap="4" minW="0">
          <PageHeader
            title="nav.exhibitor.proGroup.productproList"
            breadcrumbs={[{ label: productGroup.titles.list, target: productGroup.to.list() }, { label: 'nav.exhibitor.proGroup.productproList' }]}
            actions={
              <Button colorPalette="blue" onClick={() => setAdding(true)}>
                <LuPlus /> {t('product.group.products.add')}
              </Button>
            }
          />
          <Text color="fg.muted" mt="-4">
            {t('product.group.products.intro', { name: localName(g) })}
          </Text>
          <ListPage
            list={list}
            query={query}
            columns={columns}
            searchPlaceholder="product.list.searchPlaceholder"
            create={() => setAdding(true)}
            createLabel="product.group.products.add"
            bulkActions={bulkActions}
          />
          <AddProductsDialog group={g} open={adding} onClose={() => setAdding(false)} onAdd={add} />
          {confirmDialog}
        </Stack>
      )}
    </QueryState>
  );
}

/** 分组产品 / The group's products (`?groupId=`); without a group it leads back to the groups. */
export function GroupProductsPage() {
  const { t } = useTranslation();
  const { groupId } = route.useSearch();
  if (groupId) return <GroupProducts key={groupId} groupId={groupId} />;
  return (
    <Stack gap="4">
      <PageHeader title="nav.exhibitor.proGroup.productproList" />
      <Text color="fg.muted">{t('product.group.products.missingGroup')}</Text>
      <div>
        <Button asChild variant="outline">
          <RouteLink link={productGroup.to.list()}>{t('product.group.products.backToGroups')}</RouteLink>
        </Button>
      </div>
    </Stack>
  );
}
