/**
 * 分类管理 / Categories and kinds of the current exhibition. Categories: a tree (top level, then up
 * to five levels) searched, expanded, added at the top or below a node, edited (moved under another
 * parent of its group, or to the top, with everything below it) and deleted with everything below.
 * Kinds (展品大类): each groups top-level categories, chosen in a checklist.
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
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, RefusedError, ScopeNotice, SelectField, TextField, TreeNameCell, TreeToolbar, treeActions, useConfirm,
  useScopeId, useTreeRows, type ListContext, type TreeRow,
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
const categorySchema = z.object({
  name: C.name,
  nameEn: blank(C.nameEn),
  showIndex: C.showIndex.unwrap(),
  /** Where an edited category sits: TOP or a category of its group (moving it with what is below it). */
  parentId: z.string().min(1),
});

type CategoryDrawer = { key: number; parent?: Category; node?: Category };

const childrenOf = (c: Category): Category[] => c.children ?? [];
/** Every category of the tree, depth first in the order shown, each with the names from the top down to it. */
const withPaths = (nodes: readonly Category[], path: string[] = []): { node: Category; path: string[] }[] =>
  [...nodes].sort((a, b) => a.showIndex - b.showIndex).flatMap((node) => [{ node, path: [...path, node.name] }, ...withPaths(childrenOf(node), [...path, node.name])]);
/** How many levels there are below a category (0 for a leaf). */
const heightOf = (c: Category): number => Math.max(0, ...childrenOf(c).map((k) => 1 + heightOf(k)));
const idsBelow = (c: Category): string[] => childrenOf(c).flatMap((k) => [k.id, ...idsBelow(k)]);

/**
 * The parents a category may move under: any category of its group except itself and those below
 * it, as long as the category and its branch stay within MAX_LEVEL (the top is always possible).
 * `node` comes from the whole tree (a row found by search carries only the matching branches).
 */
function parentChoices(tree: readonly Category[], node: Category) {
  const excluded = new Set([node.id, ...idsBelow(node)]);
  const height = heightOf(node);
  return withPaths(tree).filter(({ node: p }) => !excluded.has(p.id) && (p.groupId ?? null) === (node.groupId ?? null) && p.level + 1 + height <= MAX_LEVEL);
}

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
      // A category with others below asks again, naming how many go with it.
      c.actions(
        treeActions({
          onEdit: (r) => open({ node: r.node }), onAddChild: (r) => open({ parent: r.node }), addChildLabel: 'host.classify.addChild', maxLevel: MAX_LEVEL,
          remove: (r) => categoryCalls.remove(r.id), deleteWithChildren: 'host.classify.deleteWithChildren', confirm,
        }),
      ),
    ];
  }, [t, confirm, open, toggle]);

  const all = query.data?.data ?? [];
  // The edited category as in the whole tree, with every branch below it (not only those searched).
  const node = drawer?.node && (withPaths(all).find((c) => c.node.id === drawer.node!.id)?.node ?? drawer.node);
  const parent = drawer?.parent;
  const choices = node ? parentChoices(all, node) : [];
  const branch = node ? idsBelow(node).length : 0;
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
          defaultValues={{
            name: node?.name ?? '',
            nameEn: node?.nameEn ?? '',
            showIndex: node?.showIndex ?? (parent?.children?.length ?? query.data?.data.length ?? 0) + 1,
            parentId: node?.parentId ?? parent?.id ?? TOP,
          }}
          save={async ({ parentId, ...values }) => {
            if (node) {
              // Moved or not, its level follows its parent (and the levels below it with it).
              const to = parentId === TOP ? undefined : choices.find((c) => c.node.id === parentId)?.node;
              if (parentId !== TOP && !to) throw new RefusedError(t('host.classify.parentGone'));
              const saved = await categoryCalls.update(node, to, { ...values, exhibitionId });
              // A moved category shows under its new parent, opened down to it.
              if (to && to.id !== node.parentId) for (const id of pathTo(all, to.id)) tree.reveal(id);
              return saved;
            }
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
              {node && (
                <SelectField
                  control={control}
                  name="parentId"
                  label={t('host.classify.parent')}
                  helper={branch > 0 ? t('host.classify.parentHelperBranch', { count: branch }) : t('host.classify.parentHelper')}
                  placeholder={t('host.classify.parentPlaceholder')}
                  required
                  options={[{ value: TOP, label: t('host.classify.topLevel') }, ...choices.map((c) => ({ value: c.node.id, label: c.path.join(' / ') }))]}
                />
              )}
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

/** The ids from the top of the tree down to a category (itself included). */
function pathTo(nodes: readonly Category[], id: string): string[] {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = pathTo(childrenOf(n), id);
    if (below.length) return [n.id, ...below];
  }
  return [];
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
