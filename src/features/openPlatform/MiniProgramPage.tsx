/**
 * 小程序 / Mini-programme: the jump settings of the exhibition mini-programme (where an entry leads:
 * one of its own pages, another mini-programme or a web page; added and edited in a drawer,
 * deleted after a question) and the mini-programme code of any company, product, release or
 * activity, shown and downloaded as 小程序码.jpg. The tab, filters, page and code target are in the URL.
 */
import { Button, Card, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import { downloadNames } from '@gen/api/downloads';
import type { WeChatSkipSettle, WeChatSkipSettleInput } from '@gen/api/model';
import { WeChatSkipSettleCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, FormDrawer, ListFilterSelect, ListPage, NumberField, PageHeader, QrDownload, QueryState, reportError, schemaResolver, ScopeNotice, SelectField,
  SwitchField, TextareaField, TextField, UploadField, useListSearchOf, useScopeIds, useTableEditor, type FilterOption, type I18nKey, type ListSearchState,
} from '@/components/kit';
import { guid } from '@/lib/validation';
import { codeQuery, defaultScene, jumpCalls, jumpQuery, jumpsQuery, SKIP_TYPES, TARGET_TYPES } from './miniProgram';
import type { MiniSearch, MiniTab } from './routes';

const TITLE = 'nav.host.common.common-mini';
const skipTypeKey = (n: number) => `settings.mini.skipTypes.${n}` as I18nKey;
const targetTypeKey = (n: number) => `settings.mini.targetTypes.${n}` as I18nKey;

export function MiniProgramPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeIds()?.exhibitionId;
  const list = useListSearchOf<MiniSearch>();
  if (!exhibitionId) return <ScopeNotice title={TITLE} scope="exhibition" />;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={TITLE} description="settings.mini.description" />
      <Tabs.Root value={list.search.tab} onValueChange={(e) => list.setFilters({ tab: e.value as MiniTab })} lazyMount unmountOnExit>
        <Tabs.List mb="4">
          <Tabs.Trigger value="jumps">{t('settings.mini.tabs.jumps')}</Tabs.Trigger>
          <Tabs.Trigger value="code">{t('settings.mini.tabs.code')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="jumps">
          <Jumps exhibitionId={exhibitionId} list={list} />
        </Tabs.Content>
        <Tabs.Content value="code">
          <Code list={list} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

// ------------------------------------------------------------------ jump settings
const SKIP_FILTER: FilterOption<0 | 1 | 2>[] = SKIP_TYPES.map((n) => ({ value: n, label: skipTypeKey(n) }));
const ENABLE_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'kit.status.enabled' },
  { value: false, label: 'kit.status.disabled' },
];

const B = WeChatSkipSettleCreateBody.shape;
const jumpSchema = z.object({
  name: B.name,
  skipType: z.enum(['0', '1', '2']),
  appId: blank(B.appId),
  pagePath: blank(B.pagePath),
  url: blank(B.url),
  imageUrl: blank(B.imageUrl),
  showIndex: B.showIndex.unwrap(),
  isEnable: z.boolean(),
  remark: blank(B.remark),
});
type JumpValues = z.output<typeof jumpSchema>;

/** What is sent: only the target fields the kind of jump uses. */
function jumpInput(v: JumpValues, exhibitionId: string | undefined): WeChatSkipSettleInput {
  const skipType = Number(v.skipType) as 0 | 1 | 2;
  return {
    ...(exhibitionId ? { exhibitionId } : {}),
    name: v.name, skipType, showIndex: v.showIndex, isEnable: v.isEnable,
    ...(skipType === 1 && v.appId ? { appId: v.appId } : {}),
    ...(skipType !== 2 && v.pagePath ? { pagePath: v.pagePath } : {}),
    ...(skipType === 2 && v.url ? { url: v.url } : {}),
    ...(v.imageUrl ? { imageUrl: v.imageUrl } : {}),
    ...(v.remark ? { remark: v.remark } : {}),
  };
}

function Target({ row }: { row: WeChatSkipSettle }) {
  const main = row.skipType === 2 ? row.url : row.pagePath;
  return (
    <Stack gap="0">
      {row.skipType === 1 && (
        <Text fontFamily="mono" textStyle="xs" color="fg.muted">
          {row.appId}
        </Text>
      )}
      <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">
        {main}
      </Text>
    </Stack>
  );
}

function Jumps({ exhibitionId, list }: { exhibitionId: string; list: ListSearchState<MiniSearch> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ ...jumpsQuery(list.search, exhibitionId), placeholderData: keepPreviousData });
  const { drawer, open, close, refresh } = useTableEditor<WeChatSkipSettle>(jumpsQuery(list.search, exhibitionId).queryKey.slice(0, 1));
  const columns = useMemo(() => {
    const c = columnsOf<WeChatSkipSettle>();
    // Edited from the stored setting, read afresh by id: what changed elsewhere is not sent back stale.
    const edit = async (r: WeChatSkipSettle) => {
      try {
        open((await queryClient.fetchQuery({ ...jumpQuery(r.id), staleTime: 0 })).data);
      } catch (error) {
        reportError(error, t('kit.form.loadFailed'));
      }
    };
    return [
      c.image('imageUrl', 'settings.mini.image'),
      c.twoLines('name', 'settings.mini.name', (r) => r.name, (r) => r.remark, { minWidth: '12rem' }),
      c.custom('skipType', 'settings.mini.skipType', (r) => <Text whiteSpace="nowrap">{t(skipTypeKey(r.skipType))}</Text>),
      c.custom('target', 'settings.mini.target', (r) => <Target row={r} />, { minWidth: '16rem' }),
      c.text('showIndex', 'settings.mini.showIndex', { width: '5rem', sortable: true }),
      c.toggle('isEnable', 'settings.mini.enabled', { onToggle: (r, on) => jumpCalls.update(r.id, { ...r, isEnable: Boolean(on) }) }),
      c.date('createTime', 'settings.mini.createTime', { sortable: true }),
      c.actions({ items: [{ label: 'kit.list.edit', onSelect: (r) => void edit(r) }], onDelete: (r) => jumpCalls.remove(r.id), nameOf: (r) => r.name }),
    ];
  }, [open, queryClient, t]);

  const jump = drawer?.record;
  const schema = jumpSchema.superRefine((v, ctx) => {
    if (v.skipType === '1' && !v.appId) ctx.addIssue({ code: 'custom', path: ['appId'], message: t('settings.mini.needAppId') });
    if (v.skipType !== '2' && !v.pagePath) ctx.addIssue({ code: 'custom', path: ['pagePath'], message: t('settings.mini.needPath') });
    if (v.skipType === '2' && !v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: t('settings.mini.needUrl') });
  });
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="settings.mini.search"
      emptyTitle="settings.mini.empty"
      toolbarExtra={
        <Button colorPalette="blue" onClick={() => open()}>
          <LuPlus /> {t('settings.mini.add')}
        </Button>
      }
      filters={
        <HStack gap="2" wrap="wrap">
          <ListFilterSelect list={list} name="skipType" label="settings.mini.skipType" options={SKIP_FILTER} />
          <ListFilterSelect list={list} name="isEnable" label="settings.mini.enabled" options={ENABLE_FILTER} />
        </HStack>
      }
    >
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={jump ? t('settings.mini.editTitle', { name: jump.name }) : t('settings.mini.add')}
          schema={schema}
          defaultValues={{
            name: jump?.name ?? '',
            skipType: String(jump?.skipType ?? 0) as '0' | '1' | '2',
            appId: jump?.appId ?? '',
            pagePath: jump?.pagePath ?? '',
            url: jump?.url ?? '',
            imageUrl: jump?.imageUrl ?? '',
            showIndex: jump?.showIndex ?? (query.data?.data.totalCount ?? 0) + 1,
            isEnable: jump?.isEnable ?? true,
            remark: jump?.remark ?? '',
          }}
          save={(v) => (jump ? jumpCalls.update(jump.id, jumpInput(v, jump.exhibitionId)) : jumpCalls.create(jumpInput(v, exhibitionId)))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control, form }) => <JumpFields control={control} skipType={form.watch('skipType')} />}
        </FormDrawer>
      )}
    </ListPage>
  );
}

function JumpFields({ control, skipType }: { control: Parameters<typeof TextField<z.input<typeof jumpSchema>>>[0]['control']; skipType: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField control={control} name="name" label={t('settings.mini.name')} required />
      <SelectField control={control} name="skipType" label={t('settings.mini.skipType')} options={SKIP_TYPES.map((n) => ({ value: String(n), label: t(skipTypeKey(n)) }))} required />
      {skipType === '1' && <TextField control={control} name="appId" label={t('settings.mini.appId')} helper={t('settings.mini.appIdHelper')} required />}
      {skipType !== '2' && <TextField control={control} name="pagePath" label={t('settings.mini.pagePath')} helper={t('settings.mini.pagePathHelper')} required />}
      {skipType === '2' && <TextField control={control} name="url" label={t('settings.mini.url')} required />}
      <UploadField control={control} name="imageUrl" kind="image" label={t('settings.mini.image')} />
      <NumberField control={control} name="showIndex" label={t('settings.mini.showIndex')} />
      <SwitchField control={control} name="isEnable" label={t('settings.mini.enabled')} />
      <TextareaField control={control} name="remark" label={t('settings.mini.remark')} rows={2} />
    </>
  );
}

// ------------------------------------------------------------------ mini-programme code
const sceneRule = z.string().regex(/^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/);
const codeSchema = z.object({
  targetType: z.enum(['1', '2', '3', '4']),
  targetId: z.string().trim().pipe(guid()),
  scene: z.union([z.literal(''), sceneRule]),
});

function Code({ list }: { list: ListSearchState<MiniSearch> }) {
  const { t } = useTranslation();
  const { targetType, targetId, scene } = list.search;
  const options = codeQuery(list.search);
  const [initial] = useState(() => ({ targetType: String(targetType ?? 1) as '1', targetId: targetId ?? '', scene: scene ?? '' }));
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({ resolver: schemaResolver(codeSchema), defaultValues: initial, mode: 'onTouched' });
  const submit = form.handleSubmit((v) => {
    const type = Number(v.targetType);
    list.setFilters({ targetType: type, targetId: v.targetId, scene: v.scene || defaultScene(type, v.targetId) });
  });
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align="start">
      <Card.Root as="section" flex="1" width="full" aria-label={t('settings.mini.codeTitle')}>
        <Card.Header>
          <Heading size="sm" as="h2">
            {t('settings.mini.codeTitle')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('settings.mini.codeHint')}
          </Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="3">
              <SelectField
                control={form.control}
                name="targetType"
                label={t('settings.mini.targetType')}
                options={TARGET_TYPES.map((n) => ({ value: String(n), label: t(targetTypeKey(n)) }))}
                required
              />
              <TextField control={form.control} name="targetId" label={t('settings.mini.targetId')} helper={t('settings.mini.targetIdHelper')} required />
              <TextField control={form.control} name="scene" label={t('settings.mini.scene')} helper={t('settings.mini.sceneHelper')} />
              <Button type="submit" colorPalette="blue" alignSelf="start">
                {t('settings.mini.show')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root width={{ base: 'full', lg: '20rem' }}>
        <Card.Body alignItems="center" gap="2">
          {options ? <CodeImage options={options} scene={scene ?? ''} /> : <Text color="fg.muted">{t('settings.mini.noCode')}</Text>}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** The code of the chosen target, and its download as 小程序码.jpg. */
function CodeImage({ options, scene }: { options: NonNullable<ReturnType<typeof codeQuery>>; scene: string }) {
  const { t } = useTranslation();
  const code = useQuery(options);
  return (
    <QueryState query={code} skeletonRows={3}>
      {(r) => (
        <Stack align="center" gap="2">
          <QrDownload src={r.data} fileName={downloadNames.weAppSmallCodeGetFile} alt={t('settings.mini.codeAlt')} size="48" />
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {scene}
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}
