/**
 * 标签管理 / Labels: the product-tag tree companies tag their products with (search, expand, add at
 * the top or below a tag, edit, show or hide, delete a branch after naming what goes with it) and
 * the authorisation types they can claim for a product. The tab is in the URL.
 */
import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { ProAuth, ProTag } from '@gen/api/model';
import { ProAuthCreateBody, ProTagCreateBody } from '@gen/zod/product/product';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, SwitchField, TextareaField, TextField, TreeNameCell, TreeToolbar, treeActions, UploadField,
  useTableEditor, useTreeRows, type TreeRow,
} from '@/components/kit';
import { authCalls, authInput, authsQuery, tagCalls, tagInput, tagTreeQuery } from './labels';
import type { LabelSearch } from './routes';

const route = getRouteApi('/host/index/common/common-label');

export function LabelPage() {
  const { t } = useTranslation();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Tabs.Root value={tab} onValueChange={(e) => void navigate({ search: { tab: e.value as LabelSearch['tab'] }, replace: true })} lazyMount unmountOnExit>
      <PageHeader title="nav.host.common.common-label" description="product.labels.description" />
      <Tabs.List mb="4">
        <Tabs.Trigger value="tags">{t('product.labels.tags')}</Tabs.Trigger>
        <Tabs.Trigger value="auths">{t('product.labels.auths')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="tags">
        <Tags />
      </Tabs.Content>
      <Tabs.Content value="auths">
        <Auths />
      </Tabs.Content>
    </Tabs.Root>
  );
}

const T = ProTagCreateBody.shape;
const tagSchema = z.object({ name: T.name, nameEn: blank(T.nameEn), icon: blank(T.icon), showIndex: T.showIndex.unwrap(), isShow: z.boolean() });
/** A tree row with its tag's shown flag beside it, for the list's switch. */
type TagRow = TreeRow<ProTag> & { isShow: boolean };

function Tags() {
  const { t } = useTranslation();
  const query = useQuery(tagTreeQuery());
  const [keyword, setKeyword] = useState('');
  const tree = useTreeRows(query.data?.data, { keyword });
  const { drawer, open, close, refresh, confirm, confirmDialog, context } = useTableEditor<{ parent?: ProTag; node?: ProTag }>(tagTreeQuery().queryKey);
  const { toggle } = tree;
  const rows = useMemo<TagRow[]>(() => tree.rows.map((r) => ({ ...r, isShow: r.node.isShow })), [tree.rows]);

  const columns = useMemo(() => {
    const c = columnsOf<TagRow>();
    return [
      c.custom('name', 'product.labels.tagName', (r) => <TreeNameCell row={r} onToggle={toggle} />, { minWidth: '16rem' }),
      c.custom('level', 'product.labels.level', (r) => t('product.labels.levelN', { level: r.node.level })),
      c.custom('showIndex', 'product.labels.order', (r) => r.node.showIndex),
      c.toggle('isShow', 'kit.column.show', { onToggle: (r, isShow) => tagCalls.update(r.id, { ...tagInput(r.node), isShow: Boolean(isShow) }) }),
      c.actions(
        treeActions({
          onEdit: (r) => open({ node: r.node }), onAddChild: (r) => open({ parent: r.node }), addChildLabel: 'product.labels.addChild', maxLevel: 5,
          remove: (r) => tagCalls.remove(r.id), deleteWithChildren: 'product.labels.deleteWithChildren', confirm,
        }),
      ),
    ];
  }, [t, confirm, open, toggle]);

  const node = drawer?.record?.node;
  const parent = drawer?.record?.parent;
  return (
    <Stack gap="4" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <TreeToolbar keyword={keyword} onKeyword={setKeyword} placeholder={t('product.labels.search')} tree={tree} />
        <Button colorPalette="blue" onClick={() => open({})}>
          <LuPlus /> {t('product.labels.addTop')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('product.labels.emptyTags')}>
        {() =>
          tree.rows.length === 0 ? (
            <Text color="fg.muted">{t('product.labels.emptySearch', { keyword: keyword.trim() })}</Text>
          ) : (
            <DataTable rows={rows} columns={columns} context={context} label={t('product.labels.tags')} busy={query.isFetching} />
          )
        }
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={node ? t('product.labels.editTitle', { name: node.name }) : parent ? t('product.labels.addChildTitle', { parent: parent.name }) : t('product.labels.addTop')}
          schema={tagSchema}
          defaultValues={{
            name: node?.name ?? '', nameEn: node?.nameEn ?? '', icon: node?.icon ?? '', isShow: node?.isShow ?? true,
            showIndex: node?.showIndex ?? (parent?.children?.length ?? query.data?.data.length ?? 0) + 1,
          }}
          save={async (values) => {
            if (node) return tagCalls.update(node.id, { ...values, parentId: node.parentId });
            const saved = await tagCalls.create({ ...values, parentId: parent?.id });
            if (parent) tree.reveal(parent.id);
            return saved;
          }}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('product.labels.tagName')} required />
              <TextField control={control} name="nameEn" label={t('product.labels.nameEn')} />
              <UploadField control={control} name="icon" kind="image" label={t('product.labels.icon')} />
              <NumberField control={control} name="showIndex" label={t('product.labels.order')} helper={t('product.labels.orderHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

const A = ProAuthCreateBody.shape;
const authSchema = z.object({ name: A.name, nameEn: blank(A.nameEn), icon: blank(A.icon), description: blank(A.description), showIndex: A.showIndex.unwrap(), isShow: z.boolean() });

function Auths() {
  const { t } = useTranslation();
  const query = useQuery(authsQuery());
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<ProAuth>(authsQuery().queryKey);
  const rows = query.data?.data ?? [];

  const columns = useMemo(() => {
    const c = columnsOf<ProAuth>();
    return [
      c.image('icon', 'product.labels.icon'),
      c.custom('name', 'product.labels.authName', (a) => (
        <Stack gap="0">
          <Text fontWeight="medium">{a.name}</Text>
          {a.nameEn && (
            <Text textStyle="xs" color="fg.muted">
              {a.nameEn}
            </Text>
          )}
        </Stack>
      )),
      c.text('description', 'product.labels.authDescription', { minWidth: '16rem' }),
      c.text('showIndex', 'product.labels.order', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (a, isShow) => authCalls.update(a.id, { ...authInput(a), isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'kit.list.edit', onSelect: (a) => open(a) }], onDelete: (a) => authCalls.remove(a.id), nameOf: (a) => a.name }),
    ];
  }, [open]);

  const auth = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={() => open()}>
          <LuPlus /> {t('product.labels.addAuth')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('product.labels.emptyAuths')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('product.labels.auths')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={auth ? t('product.labels.editTitle', { name: auth.name }) : t('product.labels.addAuth')}
          schema={authSchema}
          defaultValues={{
            name: auth?.name ?? '', nameEn: auth?.nameEn ?? '', icon: auth?.icon ?? '', description: auth?.description ?? '', isShow: auth?.isShow ?? true,
            showIndex: auth?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1,
          }}
          save={(values) => (auth ? authCalls.update(auth.id, values) : authCalls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('product.labels.authName')} required />
              <TextField control={control} name="nameEn" label={t('product.labels.nameEn')} />
              <UploadField control={control} name="icon" kind="image" label={t('product.labels.icon')} />
              <TextareaField control={control} name="description" label={t('product.labels.authDescription')} helper={t('product.labels.authDescriptionHelper')} rows={2} />
              <NumberField control={control} name="showIndex" label={t('product.labels.order')} helper={t('product.labels.orderHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
