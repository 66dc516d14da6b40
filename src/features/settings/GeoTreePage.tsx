/**
 * 区域管理 / 城市管理: a province → city → district tree as an indented table — expand and
 * collapse, search (matches and their parents stay, opened), add a province or a node below
 * another, edit and delete (with everything below it) in place.
 */
import { Box, Button, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuPlus, LuSearch } from 'react-icons/lu';
import { z } from 'zod';
import { GeoLevelType } from '@gen/api/model';
import { RegionCreateBody } from '@gen/zod/reference-data/reference-data';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, SelectField, TextField, useConfirm, type I18nKey, type ListContext,
} from '@/components/kit';
import { TOP, type GeoNode, type GeoTree } from './geography';

interface TreeRow {
  id: string;
  node: GeoNode;
  depth: number;
  below: number;
  open: boolean;
}

const body = RegionCreateBody.shape;
/** The fields a person types; the parent and the level come from where the node is added. */
const nodeSchema = z.object({
  name: body.name,
  nameEn: blank(body.nameEn),
  code: blank(body.code),
  leveltype: z.enum(['1', '2']).transform((v) => Number(v) as GeoLevelType),
  showIndex: body.showIndex,
});
type NodeValues = z.input<typeof nodeSchema>;

const countBelow = (node: GeoNode): number => (node.children ?? []).reduce((n, c) => n + 1 + countBelow(c), 0);

/** The nodes whose name, English name or code contains the keyword, with their parents. */
function filterTree(nodes: GeoNode[], keyword: string): GeoNode[] {
  if (!keyword) return nodes;
  const k = keyword.toLowerCase();
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], keyword);
    const hit = [node.name, node.nameEn, node.code].some((v) => v?.toLowerCase().includes(k));
    return hit || children.length ? [{ ...node, children: hit && !children.length ? node.children : children }] : [];
  });
}

function flatten(nodes: GeoNode[], opened: (id: string) => boolean, depth = 0): TreeRow[] {
  const sorted = [...nodes].sort((a, b) => a.showIndex - b.showIndex || a.name.localeCompare(b.name, 'zh'));
  return sorted.flatMap((node) => {
    const open = opened(node.id);
    const row: TreeRow = { id: node.id, node, depth, below: countBelow(node), open };
    return open ? [row, ...flatten(node.children ?? [], opened, depth + 1)] : [row];
  });
}

type Drawer = { key: number; parent?: GeoNode; node?: GeoNode };

export function GeoTreePage({ tree, title, description }: { tree: GeoTree; title: I18nKey; description: I18nKey }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(tree.query());
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<Set<string>>(() => new Set());
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  // Each opening is a new key, so the form starts from the chosen node.
  const open = useCallback((d: Omit<Drawer, 'key'>) => setDrawer((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 })), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tree.query().queryKey });
  const toggle = useCallback(
    (id: string) =>
      setOpened((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const levelName = useCallback((level: number) => t(`settings.geo.levels.${String(Math.min(3, Math.max(1, level))) as '1' | '2' | '3'}`), [t]);
  const columns = useMemo(() => {
    const c = columnsOf<TreeRow>();
    return [
      c.custom('name', 'settings.geo.name', (r) => (
        <HStack gap="1" pl={`${r.depth * 1.5}rem`} align="center">
          {r.below > 0 ? (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-expanded={r.open}
              aria-label={t(r.open ? 'settings.geo.collapse' : 'settings.geo.expand', { name: r.node.name })}
              onClick={() => toggle(r.id)}
            >
              {r.open ? <LuChevronDown /> : <LuChevronRight />}
            </IconButton>
          ) : (
            <Box w="6" />
          )}
          <Stack gap="0">
            <Text fontWeight={r.depth === 0 ? 'medium' : undefined}>{r.node.name}</Text>
            {r.node.nameEn && <Text textStyle="xs" color="fg.muted">{r.node.nameEn}</Text>}
          </Stack>
          {r.below > 0 && !r.open && <Text textStyle="xs" color="fg.muted">{t('settings.geo.children', { count: r.below })}</Text>}
        </HStack>
      ), { minWidth: '16rem' }),
      c.custom('code', 'settings.geo.code', (r) => r.node.code ?? ''),
      c.custom('level', 'settings.geo.level', (r) => levelName(r.node.level)),
      c.custom('leveltype', 'settings.geo.leveltype', (r) => t(`settings.geo.leveltypes.${r.node.leveltype === GeoLevelType.Overseas ? '2' : '1'}`)),
      c.custom('showIndex', 'settings.geo.showIndex', (r) => r.node.showIndex),
      c.actions({
        items: [
          { label: 'settings.geo.edit', onSelect: (r) => open({ node: r.node }) },
          { label: 'settings.geo.addChild', onSelect: (r) => open({ parent: r.node }), hidden: (r) => r.node.level >= 3 },
        ],
        onDelete: async (r) => {
          // A node with nodes below it asks again, naming how many go with it.
          if (r.below > 0 && !(await confirm({ title: t('kit.list.deleteTitle'), message: t('settings.geo.deleteWithChildren', { name: r.node.name, count: r.below }), danger: true, confirmLabel: t('kit.list.delete') }))) return false;
          return tree.remove(r.id);
        },
        nameOf: (r) => r.node.name,
      }),
    ];
  }, [t, tree, confirm, open, toggle, levelName]);

  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const node = drawer?.node;
  const parent = drawer?.parent;
  const defaults: NodeValues = {
    name: node?.name ?? '',
    nameEn: node?.nameEn ?? '',
    code: node?.code ?? '',
    leveltype: String(node?.leveltype ?? parent?.leveltype ?? GeoLevelType.Domestic) as '1' | '2',
    showIndex: node?.showIndex ?? 0,
  };

  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button colorPalette="blue" onClick={() => open({})}>
            <LuPlus /> {t('settings.geo.addTop')}
          </Button>
        }
      />
      <HStack gap="2" wrap="wrap">
        <InputGroup startElement={<LuSearch />} maxW="sm">
          <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('settings.geo.search')} aria-label={t('settings.geo.search')} />
        </InputGroup>
        {!keyword && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setOpened(new Set(allIds(query.data?.data ?? [])))}>
              {t('settings.geo.expandAll')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpened(new Set())}>
              {t('settings.geo.collapseAll')}
            </Button>
          </>
        )}
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.geo.empty')}>
        {(r) => {
          const shown = filterTree(r.data, keyword.trim());
          if (shown.length === 0) return <Text color="fg.muted">{t('settings.geo.emptySearch', { keyword: keyword.trim() })}</Text>;
          // While searching, every match is shown with its parents opened.
          const rows = flatten(shown, keyword.trim() ? () => true : (id) => opened.has(id));
          return <DataTable rows={rows} columns={columns} context={context} label={t(title)} busy={query.isFetching} />;
        }}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={
            node
              ? t('settings.geo.editTitle', { name: node.name })
              : parent
                ? t('settings.geo.addChildTitle', { parent: parent.name, level: levelName(parent.level + 1) })
                : t('settings.geo.addTopTitle')
          }
          schema={nodeSchema}
          defaultValues={defaults}
          save={async (values) => {
            if (node) return tree.update(node.id, { ...values, parentId: node.parentId, level: node.level });
            const saved = await tree.create({ ...values, parentId: parent?.id ?? TOP, level: parent ? parent.level + 1 : 1 });
            // The new node shows under its parent.
            if (parent) setOpened((prev) => new Set(prev).add(parent.id));
            return saved;
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.geo.name')} required />
              <TextField control={control} name="nameEn" label={t('settings.geo.nameEn')} />
              <TextField control={control} name="code" label={t('settings.geo.code')} helper={t('settings.geo.regionCodeHelper')} />
              <SelectField
                control={control}
                name="leveltype"
                label={t('settings.geo.leveltype')}
                options={[
                  { value: '1', label: t('settings.geo.leveltypes.1') },
                  { value: '2', label: t('settings.geo.leveltypes.2') },
                ]}
              />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

const allIds = (nodes: GeoNode[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
