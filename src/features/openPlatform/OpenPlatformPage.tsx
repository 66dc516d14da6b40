/**
 * 开放平台 / Third-party settings: the exhibition's link with the third-party exhibition system.
 * Areas (enable, names per language), commodities (enable, filters, batch report type / group /
 * intermediator for the picked rows), the host's commodity groups (add, edit, enable, delete after
 * a question) and the commodity kinds with their counts. The tab is in the URL.
 */
import { Button, HStack, Stack, Switch, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { ThirdPartyArea, ThirdPartyCommodity, ThirdPartyCommodityGroup, ThirdPartyCommodityKind } from '@gen/api/model';
import { ThirdPartyInfoAddGroupBody, ThirdPartyInfoAreaLanguageSettingBody, ThirdPartyInfoBatchSettleIntermediatorBody } from '@gen/zod/third-party/third-party';
import {
  blank, columnsOf, ensureAccepted, reportError, DataFilterSelect, DataTable, FormDrawer, ListFilterSelect, ListPage, NumberField, PageHeader, QueryState, ScopeNotice, SelectField,
  SwitchField, TextField, useListSearchOf, useScopeIds, useTableEditor, type FilterOption, type I18nKey, type ListSearchState,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import type { OpenPlatformSearch, OpenTab } from './routes';
import { allAreasQuery, allCommoditiesQuery, commoditiesQuery, groupsQuery, kindsQuery, pickerAreasQuery, REPORT_TYPES, thirdPartyCalls } from './thirdParty';

const TITLE = 'nav.host.common.common-open';
const reportTypeKey = (n: number | undefined) => `settings.openPlatform.reportTypes.${n ?? 0}` as I18nKey;

export function OpenPlatformPage() {
  const exhibitionId = useScopeIds()?.exhibitionId;
  if (!exhibitionId) return <ScopeNotice title={TITLE} scope="exhibition" />;
  return <OpenPlatform exhibitionId={exhibitionId} />;
}

function OpenPlatform({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const list = useListSearchOf<OpenPlatformSearch>();
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={TITLE} description="settings.openPlatform.description" />
      <Tabs.Root value={list.search.tab} onValueChange={(e) => list.setFilters({ tab: e.value as OpenTab })} lazyMount unmountOnExit>
        <Tabs.List mb="4">
          <Tabs.Trigger value="areas">{t('settings.openPlatform.tabs.areas')}</Tabs.Trigger>
          <Tabs.Trigger value="commodities">{t('settings.openPlatform.tabs.commodities')}</Tabs.Trigger>
          <Tabs.Trigger value="groups">{t('settings.openPlatform.tabs.groups')}</Tabs.Trigger>
          <Tabs.Trigger value="kinds">{t('settings.openPlatform.tabs.kinds')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="areas">
          <Areas exhibitionId={exhibitionId} list={list} />
        </Tabs.Content>
        <Tabs.Content value="commodities">
          <Commodities exhibitionId={exhibitionId} list={list} />
        </Tabs.Content>
        <Tabs.Content value="groups">
          <Groups exhibitionId={exhibitionId} />
        </Tabs.Content>
        <Tabs.Content value="kinds">
          <Kinds exhibitionId={exhibitionId} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

type PanelProps = { exhibitionId: string; list: ListSearchState<OpenPlatformSearch> };

// ------------------------------------------------------------------ areas
const areaNamesSchema = z.object({ name: ThirdPartyInfoAreaLanguageSettingBody.shape.name, nameEn: blank(ThirdPartyInfoAreaLanguageSettingBody.shape.nameEn) });

function Areas({ exhibitionId, list }: PanelProps) {
  const { t } = useTranslation();
  const enabledOnly = Boolean(list.search.enabledOnly);
  const query = useQuery(allAreasQuery(exhibitionId, enabledOnly));
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<ThirdPartyArea>(allAreasQuery(exhibitionId).queryKey.slice(0, 1));
  const columns = useMemo(() => {
    const c = columnsOf<ThirdPartyArea>();
    return [
      c.text('thirdPartyId', 'settings.openPlatform.thirdPartyId', { width: '8rem' }),
      c.twoLines('name', 'settings.openPlatform.name', (a) => a.name, (a) => a.nameEn, { minWidth: '12rem' }),
      c.text('hallName', 'settings.openPlatform.hall'),
      c.date('syncTime', 'settings.openPlatform.syncTime'),
      c.toggle('isEnable', 'settings.openPlatform.enabled', { onToggle: (a, on) => thirdPartyCalls.areaEnable(a.id, Boolean(on)) }),
      c.actions({ items: [{ label: 'settings.openPlatform.areaNames', onSelect: (a) => open(a) }] }),
    ];
  }, [open]);
  const area = drawer?.record;
  return (
    <Stack gap="3">
      <Switch.Root checked={enabledOnly} onCheckedChange={(e) => list.setFilters({ enabledOnly: e.checked || undefined })} width="fit-content">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('settings.openPlatform.enabledOnly')}</Switch.Label>
      </Switch.Root>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t(enabledOnly ? 'settings.openPlatform.noEnabledAreas' : 'settings.openPlatform.noAreas')}>
        {(r) => <DataTable rows={r.data} columns={columns} context={context} label={t('settings.openPlatform.tabs.areas')} busy={query.isFetching} />}
      </QueryState>
      {drawer && area && (
        <FormDrawer
          key={drawer.key}
          open
          title={t('settings.openPlatform.areaNamesTitle', { name: area.name })}
          schema={areaNamesSchema}
          defaultValues={{ name: area.name, nameEn: area.nameEn ?? '' }}
          save={(v) => thirdPartyCalls.areaNames(area.id, v.name, v.nameEn ?? '')}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.openPlatform.nameZh')} required />
              <TextField control={control} name="nameEn" label={t('settings.openPlatform.nameEn')} helper={t('settings.openPlatform.nameEnHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

// ------------------------------------------------------------------ commodities
const REPORT_FILTER: FilterOption<number>[] = REPORT_TYPES.map((n) => ({ value: n, label: reportTypeKey(n) }));
const ENABLE_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'settings.openPlatform.statusEnabled' },
  { value: false, label: 'settings.openPlatform.statusDisabled' },
];

type BatchKind = 'reportType' | 'group' | 'intermediator';
const BATCH_LABEL: Record<BatchKind, I18nKey> = {
  reportType: 'settings.openPlatform.batchReportType',
  group: 'settings.openPlatform.batchGroup',
  intermediator: 'settings.openPlatform.batchIntermediator',
};
const batchSchema = z.object({
  reportType: z.string(),
  groupId: z.string(),
  intermediator: z.string().trim().max(100),
});

function Commodities({ exhibitionId, list }: PanelProps) {
  const { t } = useTranslation();
  const query = useQuery({ ...commoditiesQuery(list.search, exhibitionId), placeholderData: keepPreviousData });
  const areas = useQuery(pickerAreasQuery(exhibitionId)).data?.data ?? [];
  const kinds = useQuery(kindsQuery(exhibitionId)).data?.data ?? [];
  const groups = useQuery(groupsQuery(exhibitionId)).data?.data ?? [];
  const [batch, setBatch] = useState<{ kind: BatchKind; rows: ThirdPartyCommodity[]; done: () => Promise<void>; key: number }>();

  const columns = useMemo(() => {
    const c = columnsOf<ThirdPartyCommodity>();
    return [
      c.twoLines('name', 'settings.openPlatform.commodity', (x) => x.name, (x) => x.thirdPartyId, { minWidth: '14rem' }),
      c.text('compName', 'settings.openPlatform.company', { minWidth: '12rem' }),
      c.text('areaName', 'settings.openPlatform.area'),
      c.text('kindName', 'settings.openPlatform.kind'),
      c.custom('groupName', 'settings.openPlatform.group', (x) => <Text>{x.groupName || t('settings.openPlatform.none')}</Text>),
      c.custom('reportType', 'settings.openPlatform.reportType', (x) => <Text whiteSpace="nowrap">{t(reportTypeKey(x.reportType))}</Text>),
      c.custom('intermediator', 'settings.openPlatform.intermediator', (x) => <Text>{x.intermediator || t('settings.openPlatform.none')}</Text>, { minWidth: '12rem' }),
      c.toggle('isEnable', 'settings.openPlatform.enabled', { onToggle: (x, on) => thirdPartyCalls.commodityEnable(x.id, Boolean(on)) }),
    ];
  }, [t]);

  const bulkActions = useCallback(
    (rows: ThirdPartyCommodity[], done: () => Promise<void>) => (
      <>
        {(Object.keys(BATCH_LABEL) as BatchKind[]).map((kind) => (
          <Button key={kind} size="sm" variant="outline" onClick={() => setBatch((b) => ({ kind, rows, done, key: (b?.key ?? 0) + 1 }))}>
            {t(BATCH_LABEL[kind])}
          </Button>
        ))}
      </>
    ),
    [t],
  );

  const action = batch ? t(BATCH_LABEL[batch.kind]) : '';
  const refine = batch
    ? batchSchema.superRefine((v, ctx) => {
        if (batch.kind === 'group' && !v.groupId) ctx.addIssue({ code: 'custom', path: ['groupId'], message: t('settings.openPlatform.chooseGroup') });
        if (batch.kind === 'intermediator') {
          const checked = ThirdPartyInfoBatchSettleIntermediatorBody.shape.intermediator.safeParse(v.intermediator);
          if (!checked.success) ctx.addIssue({ code: 'custom', path: ['intermediator'], message: checked.error.issues[0]!.message });
        }
      })
    : batchSchema;

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="settings.openPlatform.searchCommodities"
      emptyTitle="settings.openPlatform.noCommodities"
      filters={
        <HStack gap="2" wrap="wrap">
          <DataFilterSelect list={list} name="areaId" label="settings.openPlatform.area" options={areas.map((a) => ({ value: a.id, label: a.name }))} />
          <DataFilterSelect list={list} name="kindId" label="settings.openPlatform.kind" options={kinds.map((k) => ({ value: k.id, label: k.name }))} />
          <DataFilterSelect list={list} name="groupId" label="settings.openPlatform.group" options={groups.map((g) => ({ value: g.id, label: g.name }))} />
          <ListFilterSelect list={list} name="reportType" label="settings.openPlatform.reportType" options={REPORT_FILTER} />
          <ListFilterSelect list={list} name="isEnable" label="settings.openPlatform.status" options={ENABLE_FILTER} />
        </HStack>
      }
      bulkActions={bulkActions}
    >
      {batch && (
        <FormDrawer
          key={batch.key}
          open
          title={t('settings.openPlatform.batchTitle', { count: batch.rows.length, action })}
          schema={refine}
          defaultValues={{ reportType: '1', groupId: '', intermediator: '' }}
          save={(v) => {
            const ids = batch.rows.map((r) => r.id);
            if (batch.kind === 'reportType') return thirdPartyCalls.reportType(ids, Number(v.reportType));
            if (batch.kind === 'group') return thirdPartyCalls.group(ids, v.groupId);
            return thirdPartyCalls.intermediator(ids, v.intermediator);
          }}
          onClose={() => setBatch(undefined)}
          onSaved={async () => {
            notify.success(t('settings.openPlatform.batchDone', { count: batch.rows.length, action }));
            setBatch(undefined);
            await batch.done();
          }}
        >
          {({ control }) => (
            <>
              {batch.kind === 'reportType' && (
                <SelectField
                  control={control}
                  name="reportType"
                  label={t('settings.openPlatform.reportType')}
                  options={REPORT_TYPES.map((n) => ({ value: String(n), label: t(reportTypeKey(n)) }))}
                  required
                />
              )}
              {batch.kind === 'group' && (
                <SelectField
                  control={control}
                  name="groupId"
                  label={t('settings.openPlatform.group')}
                  placeholder={t('settings.openPlatform.chooseGroup')}
                  options={groups.filter((g) => g.isEnable).map((g) => ({ value: g.id, label: g.name }))}
                  required
                />
              )}
              {batch.kind === 'intermediator' && (
                <TextField control={control} name="intermediator" label={t('settings.openPlatform.intermediator')} helper={t('settings.openPlatform.intermediatorHelper')} required />
              )}
            </>
          )}
        </FormDrawer>
      )}
    </ListPage>
  );
}

// ------------------------------------------------------------------ groups
const G = ThirdPartyInfoAddGroupBody.shape;
const groupSchema = z.object({ name: G.name, nameEn: blank(G.nameEn), showIndex: G.showIndex.unwrap(), isEnable: z.boolean() });

function Groups({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(groupsQuery(exhibitionId));
  const { drawer, open, close, refresh, confirm, confirmDialog, context } = useTableEditor<ThirdPartyCommodityGroup>(groupsQuery(exhibitionId).queryKey);
  const rows = query.data?.data ?? [];

  const remove = useCallback(
    async (g: ThirdPartyCommodityGroup) => {
      const ok = await confirm({
        title: t('kit.list.deleteTitle'),
        message: t('settings.openPlatform.deleteGroup', { name: g.name, count: g.commodityCount ?? 0 }),
        confirmLabel: t('kit.list.delete'),
        danger: true,
      });
      if (!ok) return;
      try {
        ensureAccepted(await thirdPartyCalls.deleteGroup(g.id));
        notify.success(t('settings.openPlatform.groupDeleted'));
      } catch (error) {
        reportError(error, t('kit.list.actionFailed'));
      }
      // Commodities of the group lose it: their list is stale too.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: commoditiesQuery({} as OpenPlatformSearch, exhibitionId).queryKey.slice(0, 1) })]);
    },
    [confirm, exhibitionId, queryClient, refresh, t],
  );

  const columns = useMemo(() => {
    const c = columnsOf<ThirdPartyCommodityGroup>();
    return [
      c.twoLines('name', 'settings.openPlatform.groupName', (g) => g.name, (g) => g.nameEn, { minWidth: '12rem' }),
      c.text('commodityCount', 'settings.openPlatform.commodityCount', { width: '6rem' }),
      c.text('showIndex', 'settings.openPlatform.showIndex', { width: '5rem' }),
      c.toggle('isEnable', 'settings.openPlatform.enabled', { onToggle: (g, on) => thirdPartyCalls.groupEnable(g.id, Boolean(on)) }),
      c.actions({
        items: [
          { label: 'settings.openPlatform.editGroup', onSelect: (g) => open(g) },
          { label: 'kit.list.delete', onSelect: (g) => remove(g), danger: true },
        ],
      }),
    ];
  }, [open, remove]);

  const group = drawer?.record;
  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={() => open()}>
          <LuPlus /> {t('settings.openPlatform.addGroup')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.openPlatform.noGroups')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('settings.openPlatform.tabs.groups')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={group ? t('settings.openPlatform.editGroupTitle', { name: group.name }) : t('settings.openPlatform.addGroup')}
          schema={groupSchema}
          defaultValues={{
            name: group?.name ?? '',
            nameEn: group?.nameEn ?? '',
            showIndex: group?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1,
            isEnable: group?.isEnable ?? true,
          }}
          save={(v) => (group ? thirdPartyCalls.updateGroup({ ...v, id: group.id, exhibitionId: group.exhibitionId }) : thirdPartyCalls.addGroup({ ...v, exhibitionId }))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.openPlatform.groupName')} required />
              <TextField control={control} name="nameEn" label={t('settings.openPlatform.nameEn')} />
              <NumberField control={control} name="showIndex" label={t('settings.openPlatform.showIndex')} helper={t('settings.openPlatform.showIndexHelper')} />
              <SwitchField control={control} name="isEnable" label={t('settings.openPlatform.enabled')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}

// ------------------------------------------------------------------ kinds
type KindRow = ThirdPartyCommodityKind & { count: number };

function Kinds({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(kindsQuery(exhibitionId));
  const commodities = useQuery(allCommoditiesQuery(exhibitionId)).data?.data;
  const columns = useMemo(() => {
    const c = columnsOf<KindRow>();
    return [
      c.text('thirdPartyId', 'settings.openPlatform.thirdPartyId', { width: '8rem' }),
      c.twoLines('name', 'settings.openPlatform.name', (k) => k.name, (k) => k.nameEn, { minWidth: '12rem' }),
      c.text('count', 'settings.openPlatform.kindCount', { width: '6rem' }),
      c.text('showIndex', 'settings.openPlatform.showIndex', { width: '5rem' }),
    ];
  }, []);
  return (
    <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.openPlatform.noKinds')}>
      {(r) => (
        <DataTable
          rows={r.data.map((k) => ({ ...k, count: commodities?.filter((x) => x.kindId === k.id).length ?? 0 }))}
          columns={columns}
          label={t('settings.openPlatform.tabs.kinds')}
          busy={query.isFetching}
        />
      )}
    </QueryState>
  );
}
