/**
 * 分类管理 / Categories and kinds of the current exhibition. Categories: a tree (top level, then up
 * to five levels) searched, expanded, added at the top or below a node, edited and deleted with
 * everything below. Kinds (展品大类): each groups top-level categories, chosen in a checklist.
 */
import { Badge, Button, Checkbox, Fieldset, HStack, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { Category, Kind } from '@gen/api/model';
import { CategoryCreateBody, KindCategoryBody, KindCreateBody } from '@gen/zod/host-exhibition/host-exhibition';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, ScopeNotice, TextField, TreeNameCell, TreeToolbar, useConfirm, useScopeId,
  useTreeRows, type ListContext, type TreeRow,
} from '@/components/kit';
import { categoryCalls, categoryTreeQuery, kindCalls, kindsQuery, TOP } from './classify';
import type { ClassifySearch } from './routes';

const route = getRouteApi('/host/index/set/classify');
const MAX_LEVEL = 5;

export function ClassifyPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition');
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.classify" scope="exhibition" />;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => void navigate({ search: { tab: e.value as ClassifySearch['tab'] }, replace: true })} lazyMount unmountOnExit>
      <PageHeader title="nav.host.set.classify" description="host.classify.description" />
      <Tabs.List mb="4">
        <Tabs.Trigger value="categories">{t('host.classify.categories')}</Tabs.Trigger>
        <Tabs.Trigger value="kinds">{t('host.classify.kinds')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="categories">
        <Categories exhibitionId={exhibitionId} />
      </Tabs.Content>
      <Tabs.Content value="kinds">
        <Kinds exhibitionId={exhibitionId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

const C = CategoryCreateBody.shape;
const categorySchema = z.object({ name: C.name, nameEn: blank(C.nameEn), showIndex: C.showIndex.unwrap() });

type CategoryDrawer = { key: number; parent?: Category; node?: Category };

function Categories({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(categoryTreeQuery(exhibitionId));
  const [keyword, setKeyword] = useState('');
  const tree = useTreeRows(query.data?.data, { keyword });
  const [drawer, setDrawer] = useState<CategoryDrawer | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const open = useCallback((d: Omit<CategoryDrawer, 'key'>) => setDrawer((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 })), []);
  // Kinds show their categories: both change when a category does.
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: categoryTreeQuery(exhibitionId).queryKey }), queryClient.invalidateQueries({ queryKey: kindsQuery(exhibitionId).queryKey })]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const { toggle } = tree;

  const columns = useMemo(() => {
    const c = columnsOf<TreeRow<Category>>();
    return [
      c.custom('name', 'host.classify.name', (r) => <TreeNameCell row={r} onToggle={toggle} />, { minWidth: '16rem' }),
      c.custom('level', 'host.classify.level', (r) => t('host.classify.levelN', { level: r.node.level })),
      c.custom('showIndex', 'host.classify.order', (r) => r.node.showIndex),
      c.actions({
        items: [
          { label: 'kit.list.edit', onSelect: (r) => open({ node: r.node }) },
          { label: 'host.classify.addChild', onSelect: (r) => open({ parent: r.node }), hidden: (r) => r.node.level >= MAX_LEVEL },
        ],
        onDelete: async (r) => {
          // A category with others below asks again, naming how many go with it.
          if (r.below > 0 && !(await confirm({ title: t('kit.list.deleteTitle'), message: t('host.classify.deleteWithChildren', { name: r.node.name, count: r.below }), danger: true, confirmLabel: t('kit.list.delete') }))) return false;
          return categoryCalls.remove(r.id);
        },
        nameOf: (r) => r.node.name,
      }),
    ];
  }, [t, confirm, open, toggle]);

  const node = drawer?.node;
  const parent = drawer?.parent;
  return (
    <Stack gap="4" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <TreeToolbar keyword={keyword} onKeyword={setKeyword} placeholder={t('host.classify.search')} tree={tree} />
        <Button colorPalette="blue" onClick={() => open({})}>
          <LuPlus /> {t('host.classify.addTop')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.classify.emptyCategories')}>
        {() =>
          tree.rows.length === 0 ? (
            <Text color="fg.muted">{t('host.classify.emptySearch', { keyword: keyword.trim() })}</Text>
          ) : (
            <DataTable rows={tree.rows} columns={columns} context={context} label={t('host.classify.categories')} busy={query.isFetching} />
          )
        }
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={node ? t('host.classify.editTitle', { name: node.name }) : parent ? t('host.classify.addChildTitle', { parent: parent.name }) : t('host.classify.addTop')}
          schema={categorySchema}
          defaultValues={{ name: node?.name ?? '', nameEn: node?.nameEn ?? '', showIndex: node?.showIndex ?? (parent?.children?.length ?? query.data?.data.length ?? 0) + 1 }}
          save={async (values) => {
            if (node) return categoryCalls.update(node.id, { ...values, exhibitionId, groupId: node.groupId, parentId: node.parentId, level: node.level });
            const saved = await categoryCalls.create({ ...values, exhibitionId, groupId: parent?.groupId, parentId: parent?.id ?? TOP, level: parent ? parent.level + 1 : 1 });
            // The new category shows under its parent.
            if (parent) tree.reveal(parent.id);
            return saved;
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('host.classify.name')} required />
              <TextField control={control} name="nameEn" label={t('host.classify.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('host.classify.order')} helper={t('host.classify.orderHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

const K = KindCreateBody.shape;
const kindSchema = z.object({ name: K.name, nameEn: blank(K.nameEn), showIndex: K.showIndex.unwrap() });
const linkSchema = KindCategoryBody.pick({ categoryIds: true });

type KindDrawer = { key: number; mode: 'edit' | 'link'; kind?: Kind };

function Kinds({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(kindsQuery(exhibitionId));
  const categories = useQuery(categoryTreeQuery(exhibitionId));
  const [drawer, setDrawer] = useState<KindDrawer | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const open = useCallback((d: Omit<KindDrawer, 'key'>) => setDrawer((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 })), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: kindsQuery(exhibitionId).queryKey });
  const context: ListContext = { refresh, confirm, navigate: () => undefined };

  const columns = useMemo(() => {
    const c = columnsOf<Kind>();
    return [
      c.text('showIndex', 'host.classify.order', { width: '5rem' }),
      c.custom('name', 'host.classify.kindName', (k) => (
        <Stack gap="0">
          <Text fontWeight="medium">{k.name}</Text>
          {k.nameEn && (
            <Text textStyle="xs" color="fg.muted">
              {k.nameEn}
            </Text>
          )}
        </Stack>
      )),
      c.custom('categories', 'host.classify.kindCategories', (k) =>
        k.categories.length ? (
          <Wrap gap="1">
            {k.categories.map((cat) => (
              <Badge key={cat.id} variant="subtle">
                {cat.name}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">{t('host.classify.noKindCategories')}</Text>
        ),
      { minWidth: '16rem' }),
      c.actions({
        items: [
          { label: 'kit.list.edit', onSelect: (k) => open({ mode: 'edit', kind: k }) },
          { label: 'host.classify.link', onSelect: (k) => open({ mode: 'link', kind: k }) },
        ],
        onDelete: (k) => kindCalls.remove(k.id),
        nameOf: (k) => k.name,
      }),
    ];
  }, [t, open]);

  const kind = drawer?.kind;
  const tops = [...(categories.data?.data ?? [])].sort((a, b) => a.showIndex - b.showIndex);
  return (
    <Stack gap="4" minW="0">
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={() => open({ mode: 'edit' })}>
          <LuPlus /> {t('host.classify.addKind')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.classify.emptyKinds')}>
        {(r) => <DataTable rows={[...r.data].sort((a, b) => a.showIndex - b.showIndex)} columns={columns} context={context} label={t('host.classify.kinds')} busy={query.isFetching} />}
      </QueryState>
      {drawer?.mode === 'edit' && (
        <FormDrawer
          key={drawer.key}
          open
          title={kind ? t('host.classify.editTitle', { name: kind.name }) : t('host.classify.addKind')}
          schema={kindSchema}
          defaultValues={{ name: kind?.name ?? '', nameEn: kind?.nameEn ?? '', showIndex: kind?.showIndex ?? (query.data?.data.length ?? 0) + 1 }}
          save={(values) => (kind ? kindCalls.update(kind.id, { ...values, exhibitionId }) : kindCalls.create({ ...values, exhibitionId }))}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('host.classify.kindName')} required />
              <TextField control={control} name="nameEn" label={t('host.classify.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('host.classify.order')} helper={t('host.classify.orderHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {drawer?.mode === 'link' && kind && (
        <FormDrawer
          key={drawer.key}
          open
          title={t('host.classify.linkTitle', { name: kind.name })}
          schema={linkSchema}
          defaultValues={{ categoryIds: kind.categories.map((cat) => cat.id) }}
          save={(values) => kindCalls.link(kind.id, values.categoryIds)}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => <CategoryChecklist control={control} options={tops} label={t('host.classify.kindCategories')} />}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

/** The top-level categories to group under a kind, as checkboxes. */
function CategoryChecklist({ control, options, label }: { control: Control<{ categoryIds: string[] }>; options: Category[]; label: string }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'categoryIds' });
  const chosen = new Set(field.value);
  const set = (id: string, on: boolean) => field.onChange(options.map((o) => o.id).filter((o) => (o === id ? on : chosen.has(o))));
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Stack gap="2">
        {options.map((o) => (
          <Checkbox.Root key={o.id} checked={chosen.has(o.id)} onCheckedChange={(e) => set(o.id, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {o.name}
              {o.nameEn ? ` · ${o.nameEn}` : ''}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.HelperText>{t('host.classify.linkHelper', { count: field.value.length })}</Fieldset.HelperText>
    </Fieldset.Root>
  );
}
