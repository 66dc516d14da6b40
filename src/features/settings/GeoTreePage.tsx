/**
 * 区域管理 / 城市管理: a province → city → district tree as an indented table — expand and
 * collapse, search (matches and their parents stay, opened), add a province or a node below
 * another, edit (a city or district moved under another parent of the level above) and delete
 * (with everything below it) in place.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import { GeoLevelType } from '@gen/api/model';
import { RegionCreateBody } from '@gen/zod/reference-data/reference-data';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, SelectField, TextField, TreeNameCell, TreeToolbar, treeActions, useConfirm, useTreeRows,
  type I18nKey, type ListContext, type TreeRow,
} from '@/components/kit';
import { TOP, type GeoNode, type GeoTree } from './geography';

const body = RegionCreateBody.shape;
/** The fields a person types; the parent and the level come from where the node is added. */
const nodeSchema = z.object({
  name: body.name,
  nameEn: blank(body.nameEn),
  code: blank(body.code),
  leveltype: z.enum(['1', '2']).transform((v) => Number(v) as GeoLevelType),
  showIndex: body.showIndex,
  /** Where the node sits: the parent chosen among the nodes of the level above (moving it). */
  parentId: z.string(),
});
type NodeValues = z.input<typeof nodeSchema>;

/** Every node of the tree, depth first. */
const flatten = (nodes: readonly GeoNode[]): GeoNode[] => nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as GeoNode[])]);

type Drawer = { key: number; parent?: GeoNode; node?: GeoNode };

/** A node matches the search by its name, English name or code. */
const geoMatches = (node: GeoNode, keyword: string) => [node.name, node.nameEn, node.code].some((v) => v?.toLowerCase().includes(keyword));

export function GeoTreePage({ tree: geo, title, description }: { tree: GeoTree; title: I18nKey; description: I18nKey }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(geo.query());
  const [keyword, setKeyword] = useState('');
  const tree = useTreeRows(query.data?.data, { keyword, matches: geoMatches });
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  // Each opening is a new key, so the form starts from the chosen node.
  const open = useCallback((d: Omit<Drawer, 'key'>) => setDrawer((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 })), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: geo.query().queryKey });
  const { toggle } = tree;

  const levelName = useCallback((level: number) => t(`settings.geo.levels.${String(Math.min(3, Math.max(1, level))) as '1' | '2' | '3'}`), [t]);
  const columns = useMemo(() => {
    const c = columnsOf<TreeRow<GeoNode>>();
    return [
      c.custom('name', 'settings.geo.name', (r) => <TreeNameCell row={r} onToggle={toggle} />, { minWidth: '16rem' }),
      c.custom('code', 'settings.geo.code', (r) => r.node.code ?? ''),
      c.custom('level', 'settings.geo.level', (r) => levelName(r.node.level)),
      c.custom('leveltype', 'settings.geo.leveltype', (r) => t(`settings.geo.leveltypes.${r.node.leveltype === GeoLevelType.Overseas ? '2' : '1'}`)),
      c.custom('showIndex', 'settings.geo.showIndex', (r) => r.node.showIndex),
      // A node with nodes below it asks again, naming how many go with it.
      c.actions(
        treeActions({
          onEdit: (r) => open({ node: r.node }), onAddChild: (r) => open({ parent: r.node }), addChildLabel: 'settings.geo.addChild', maxLevel: 3,
          remove: (r) => geo.remove(r.id), deleteWithChildren: 'settings.geo.deleteWithChildren', confirm, editLabel: 'settings.geo.edit',
        }),
      ),
    ];
  }, [t, geo, confirm, open, toggle, levelName]);

  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const node = drawer?.node;
  const parent = drawer?.parent;
  const defaults: NodeValues = {
    name: node?.name ?? '',
    nameEn: node?.nameEn ?? '',
    code: node?.code ?? '',
    leveltype: String(node?.leveltype ?? parent?.leveltype ?? GeoLevelType.Domestic) as '1' | '2',
    showIndex: node?.showIndex ?? 0,
    parentId: node?.parentId ?? parent?.id ?? TOP,
  };
  // A city or district may move under another node of the level above (a province keeps the top).
  const parents = node && node.level > 1 ? flatten(query.data?.data ?? []).filter((n) => n.level === node.level - 1) : [];

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
      <TreeToolbar keyword={keyword} onKeyword={setKeyword} placeholder={t('settings.geo.search')} tree={tree} />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.geo.empty')}>
        {() =>
          tree.rows.length === 0 ? (
            <Text color="fg.muted">{t('settings.geo.emptySearch', { keyword: keyword.trim() })}</Text>
          ) : (
            <DataTable rows={tree.rows} columns={columns} context={context} label={t(title)} busy={query.isFetching} />
          )
        }
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
            if (node) {
              const saved = await geo.update(node.id, { ...values, parentId: node.level > 1 ? values.parentId : node.parentId, level: node.level });
              // A moved node shows under its new parent.
              if (values.parentId !== node.parentId) tree.reveal(values.parentId);
              return saved;
            }
            const saved = await geo.create({ ...values, parentId: parent?.id ?? TOP, level: parent ? parent.level + 1 : 1 });
            // The new node shows under its parent.
            if (parent) tree.reveal(parent.id);
            return saved;
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.geo.name')} required />
              {parents.length > 0 && (
                <SelectField
                  control={control}
                  name="parentId"
                  label={t('settings.geo.parent', { level: levelName(node!.level - 1) })}
                  helper={t('settings.geo.parentHelper')}
                  options={parents.map((p) => ({ value: p.id, label: p.name }))}
                />
              )}
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

