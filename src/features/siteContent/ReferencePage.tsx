/**
 * 基础数据 / Reference data: the dictionaries the organiser keeps, one tab each in the URL —
 * industry types, action types by group (a tree: a child under its parent), company natures and
 * business types; added and edited in a drawer, deleted after a question.
 */
import { Button, HStack, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { ActionType, IndustryType } from '@gen/api/model';
import { BusinessTypeCreateBody } from '@gen/zod/company/company';
import { ActionTypeCreateBody, IndustryTypeCreateBody } from '@gen/zod/reference-data/reference-data';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, reportError, SelectField, SwitchField, TextField, TreeNameCell, TreeToolbar, useTableEditor, useTreeRows,
  type TreeRow,
} from '@/components/kit';
import {
  ACTION_TYPE_GROUPS, actionListQuery, actionTreeQuery, actionTypeCalls, businessTypeCalls, type DictionaryCalls, type DictionaryEntry, industryTypeCalls, industryTypeQuery,
  industryTypesQuery, natureCalls, ROOT_ID,
} from './reference';
import { ACTION_GROUPS, REFERENCE_TABS, type ActionGroup, type ReferenceTab } from './routes';

const route = getRouteApi('/host/index/common/common-manage');

export function ReferencePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="siteContent.reference.title" description="siteContent.reference.description" />
      <Tabs.Root value={search.tab} onValueChange={(e) => void navigate({ search: (s) => ({ ...s, tab: e.value as ReferenceTab }) })} variant="enclosed" lazyMount unmountOnExit>
        <Tabs.List>
          {REFERENCE_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`siteContent.reference.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="industryTypes">
          <IndustryTypes />
        </Tabs.Content>
        <Tabs.Content value="actionTypes">
          <ActionTypes group={search.group} onGroup={(group) => void navigate({ search: (s) => ({ ...s, group }) })} />
        </Tabs.Content>
        <Tabs.Content value="natures">
          <Dictionary calls={natureCalls} tab="natures" />
        </Tabs.Content>
        <Tabs.Content value="businessTypes">
          <Dictionary calls={businessTypeCalls} tab="businessTypes" />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

// ------------------------------------------------------------------ company natures, business types
const D = BusinessTypeCreateBody.shape;
const dictionarySchema = z.object({ name: D.name, nameEn: blank(D.nameEn), showIndex: D.showIndex.unwrap(), isShow: z.boolean() });

function Dictionary({ calls, tab }: { calls: DictionaryCalls; tab: 'natures' | 'businessTypes' }) {
  const { t } = useTranslation();
  const query = useQuery(calls.query());
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<DictionaryEntry>(calls.query().queryKey);
  const rows = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => a.showIndex - b.showIndex), [query.data]);
  const columns = useMemo(() => {
    const c = columnsOf<DictionaryEntry>();
    // Edited from the stored entry, read afresh by id.
    const edit = async (r: DictionaryEntry) => {
      try {
        open(await calls.one(r.id));
      } catch (error) {
        reportError(error, t('siteContent.loadFailed'));
      }
    };
    return [
      c.text('name', 'siteContent.name', { minWidth: '12rem' }),
      c.text('nameEn', 'siteContent.nameEn'),
      c.text('showIndex', 'siteContent.showIndex', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (r, isShow) => calls.update(r.id, { name: r.name, nameEn: r.nameEn, showIndex: r.showIndex, isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'siteContent.edit', onSelect: (r) => void edit(r) }], onDelete: (r) => calls.remove(r.id), nameOf: (r) => r.name }),
    ];
  }, [calls, open, t]);
  const entry = drawer?.record;
  const label = t(`siteContent.reference.tabs.${tab}`);
  return (
    <Stack gap="3" pt="3">
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={() => open()}>
          <LuPlus /> {t(`siteContent.reference.add.${tab}`)}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('siteContent.reference.empty')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={label} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={entry ? t('siteContent.editTitle', { name: entry.name }) : t(`siteContent.reference.add.${tab}`)}
          schema={dictionarySchema}
          defaultValues={{ name: entry?.name ?? '', nameEn: entry?.nameEn ?? '', showIndex: entry?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1, isShow: entry?.isShow ?? true }}
          save={(values) => (entry ? calls.update(entry.id, values) : calls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('siteContent.name')} required />
              <TextField control={control} name="nameEn" label={t('siteContent.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('siteContent.showIndex')} helper={t('siteContent.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

// ------------------------------------------------------------------ industry types
const I = IndustryTypeCreateBody.shape;
const industrySchema = z.object({ name: I.name, nameEn: blank(I.nameEn), showIndex: I.showIndex.unwrap() });

function IndustryTypes() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(industryTypesQuery());
  const rows = list.data ?? [];
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<IndustryType>(industryTypesQuery().queryKey);
  const columns = useMemo(() => {
    const c = columnsOf<IndustryType>();
    return [
      c.text('name', 'siteContent.name', { minWidth: '12rem' }),
      c.text('nameEn', 'siteContent.nameEn'),
      c.text('showIndex', 'siteContent.showIndex', { width: '5rem' }),
      c.actions({
        // Edited from the stored type, read afresh by id.
        items: [
          {
            label: 'siteContent.edit',
            onSelect: async (r) => {
              try {
                open((await queryClient.fetchQuery({ ...industryTypeQuery(r.id), staleTime: 0 })).data);
              } catch (error) {
                reportError(error, t('siteContent.loadFailed'));
              }
            },
          },
        ],
        onDelete: (r) => industryTypeCalls.remove(r.id),
        nameOf: (r) => r.name,
      }),
    ];
  }, [open, queryClient, t]);
  const entry = drawer?.record;
  return (
    <Stack gap="3" pt="3">
      <HStack justify="end">
        <Button colorPalette="blue" onClick={() => open()} flexShrink={0}>
          <LuPlus /> {t('siteContent.reference.add.industryTypes')}
        </Button>
      </HStack>
      <QueryState query={list} isEmpty={(r) => r.length === 0} emptyTitle={t('siteContent.reference.empty')}>
        {(r) => <DataTable rows={r} columns={columns} context={context} label={t('siteContent.reference.tabs.industryTypes')} busy={list.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={entry ? t('siteContent.editTitle', { name: entry.name }) : t('siteContent.reference.add.industryTypes')}
          schema={industrySchema}
          defaultValues={{ name: entry?.name ?? '', nameEn: entry?.nameEn ?? '', showIndex: entry?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1 }}
          save={(values) => (entry ? industryTypeCalls.update({ ...values, id: entry.id }) : industryTypeCalls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('siteContent.name')} required />
              <TextField control={control} name="nameEn" label={t('siteContent.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('siteContent.showIndex')} helper={t('siteContent.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

// ------------------------------------------------------------------ action types
const A = ActionTypeCreateBody.shape;
const actionSchema = z.object({ parentId: A.parentId, name: A.name, nameEn: blank(A.nameEn), showIndex: A.showIndex.unwrap() });

function ActionTypes({ group, onGroup }: { group: ActionGroup; onGroup: (group: ActionGroup) => void }) {
  const { t } = useTranslation();
  const typeId = ACTION_TYPE_GROUPS[group];
  const query = useQuery(actionTreeQuery(typeId));
  const flat = useQuery(actionListQuery(typeId));
  const [keyword, setKeyword] = useState('');
  const tree = useTreeRows(query.data?.data, { keyword });
  const { toggle, reveal } = tree;
  const queryClient = useQueryClient();
  const editor = useTableEditor<{ node?: ActionType; parent?: ActionType }>(actionTreeQuery(typeId).queryKey);
  const { drawer, open, close, confirmDialog } = editor;
  // A change shows in the tree and in the flat list the parents are chosen from.
  const refresh = useCallback(async () => {
    await Promise.all([editor.refresh(), queryClient.invalidateQueries({ queryKey: actionListQuery(typeId).queryKey })]);
  }, [editor, queryClient, typeId]);
  const context = useMemo(() => ({ ...editor.context, refresh }), [editor.context, refresh]);
  const columns = useMemo(() => {
    const c = columnsOf<TreeRow<ActionType>>();
    return [
      c.custom('name', 'siteContent.name', (r) => <TreeNameCell row={r} onToggle={toggle} />, { minWidth: '16rem' }),
      c.custom('showIndex', 'siteContent.showIndex', (r) => r.node.showIndex, { width: '5rem' }),
      c.actions({
        items: [
          { label: 'siteContent.edit', onSelect: (r) => open({ node: r.node }) },
          { label: 'siteContent.reference.addChild', onSelect: (r) => open({ parent: r.node }), hidden: (r) => r.node.parentId !== ROOT_ID },
        ],
        onDelete: (r) => actionTypeCalls.remove(r.id),
        nameOf: (r) => r.node.name,
      }),
    ];
  }, [open, toggle]);
  // A child goes under a top-level action type (two levels, as the site shows them).
  const parents = (flat.data?.data ?? []).filter((a) => a.parentId === ROOT_ID).map((a) => ({ value: a.id, label: a.name }));
  const node = drawer?.record?.node;
  const parent = drawer?.record?.parent;
  const siblings = (parentId: string) => (flat.data?.data ?? []).filter((a) => a.parentId === parentId).length;
  return (
    <Stack gap="3" pt="3">
      <HStack justify="space-between" wrap="wrap">
        <NativeSelect.Root size="sm" width="14rem">
          <NativeSelect.Field aria-label={t('siteContent.reference.group')} value={group} onChange={(e) => onGroup(e.target.value as ActionGroup)}>
            {ACTION_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`siteContent.reference.groups.${g}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button colorPalette="blue" onClick={() => open({})}>
          <LuPlus /> {t('siteContent.reference.add.actionTypes')}
        </Button>
      </HStack>
      <TreeToolbar keyword={keyword} onKeyword={setKeyword} placeholder={t('siteContent.reference.search')} tree={tree} />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('siteContent.reference.empty')}>
        {() => <DataTable rows={tree.rows} columns={columns} context={context} label={t('siteContent.reference.tabs.actionTypes')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={node ? t('siteContent.editTitle', { name: node.name }) : parent ? t('siteContent.reference.addChildTitle', { parent: parent.name }) : t('siteContent.reference.add.actionTypes')}
          schema={actionSchema}
          defaultValues={{
            parentId: node?.parentId ?? parent?.id ?? ROOT_ID,
            name: node?.name ?? '',
            nameEn: node?.nameEn ?? '',
            showIndex: node?.showIndex ?? siblings(parent?.id ?? ROOT_ID) + 1,
          }}
          save={async (values) => {
            if (node) return actionTypeCalls.update({ ...values, id: node.id, typeId: node.typeId });
            const saved = await actionTypeCalls.create({ ...values, typeId });
            // The new action type shows under its parent.
            if (values.parentId !== ROOT_ID) reveal(values.parentId);
            return saved;
          }}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              {/* A top-level action type being edited stays at the top (its children go with it). */}
              {!(node && node.parentId === ROOT_ID) && (
                <SelectField
                  control={control}
                  name="parentId"
                  label={t('siteContent.reference.parent')}
                  options={[{ value: ROOT_ID, label: t('siteContent.reference.topLevel') }, ...parents.filter((p) => p.value !== node?.id)]}
                  loading={flat.isPending}
                />
              )}
              <TextField control={control} name="name" label={t('siteContent.name')} required />
              <TextField control={control} name="nameEn" label={t('siteContent.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('siteContent.showIndex')} helper={t('siteContent.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
