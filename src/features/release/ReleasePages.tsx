/**
 * release: the company's supply (招商), demand (采购) and news postings with their kind, release
 * type, audit state, show and follow-up (handled) switches, and a drawer with the details and the
 * comments. release-new: one form to publish a release or (`?id=`) edit it.
 */
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff, LuPencil } from 'react-icons/lu';
import { z } from 'zod';
import { releaseHandle, releaseSetIsShow, useReleaseCommentGetByReleaseId, useReleaseTypeGetByExhibition } from '@gen/api/release/release';
import type { Release } from '@gen/api/model';
import { ReleaseCreateBody } from '@gen/zod/release/release';
import {
  auditStatus, columnsOf, DetailDrawer, ensureAccepted, FormSection, FullRow, ImageListField, QuerySelectField, QueryState, reportError,
  ResourceFormPage, ResourceListPage, RichTextField, RouteLink, SelectField, SHOW_FILTER, showStatus, SwitchField, TextField, useExhibitorLang,
  useScopeId, type DetailField, type EntityForm,
} from '@/components/kit';
import { useListSearchOf } from '@/components/list/useListSearch';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { ReleaseTypesButton } from './ReleaseTypes';
import { release } from './resources';
import { auditFilterOptions, CommentList, handledStatus, kindFilterOptions, kindStatus, useRefreshReleases } from './shared';

/**
 * A release's type name in the area's language: the English name of the current exhibition's
 * release type in /exhibitionEn (the list answer carries the Chinese name only).
 */
function ReleaseTypeName({ release: r }: { release: Release }) {
  const lang = useExhibitorLang();
  const exhibitionId = useSession((s) => s.join?.exhibitionId ?? '');
  const types = useReleaseTypeGetByExhibition({ exhibitionId }, { query: { enabled: lang === 'En' && Boolean(exhibitionId) } });
  const english = lang === 'En' ? types.data?.data.find((type) => type.id === r.releaseTypeId)?.nameEn : undefined;
  return <>{english || r.releaseTypeName || ''}</>;
}

const PAGE_OF_COMMENTS = 20;

/** The comments of one release (more on demand), each deletable. */
function ReleaseComments({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(PAGE_OF_COMMENTS);
  const comments = useReleaseCommentGetByReleaseId({ releaseId, pageIndex: 1, pageSize }, { query: { placeholderData: (previous) => previous } });
  return (
    <QueryState query={comments} skeletonRows={2}>
      {({ data }) => (
        <Stack gap="3">
          <Text fontWeight="medium">{t('release.comments.title', { count: data.totalCount })}</Text>
          <CommentList comments={data.items} />
          {data.items.length < data.totalCount && (
            <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setPageSize((n) => n + PAGE_OF_COMMENTS)}>
              {t('release.comments.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

const detailFields: DetailField<Release>[] = [
  { label: 'release.fields.title', value: 'title' },
  { label: 'release.fields.kind', value: 'type', type: 'status', map: kindStatus },
  { label: 'release.fields.releaseType', value: (r) => <ReleaseTypeName release={r} /> },
  { label: 'release.column.audit', value: 'auditStatus', type: 'status', map: auditStatus },
  { label: 'release.fields.auditRemark', value: 'auditRemark', hidden: (r) => !r.auditRemark },
  { label: 'release.fields.isShow', value: 'isShow', type: 'status', map: showStatus },
  { label: 'release.column.handled', value: 'isHandle', type: 'status', map: handledStatus },
  { label: 'release.fields.content', value: 'content', type: 'html' },
  { label: 'release.fields.images', value: 'images', type: 'images' },
  { label: 'release.fields.contactName', value: 'contactName' },
  { label: 'release.fields.contactPhone', value: 'contactPhone' },
  { label: 'release.fields.createTime', value: 'createTime', type: 'date' },
  { label: 'release.detail.comments', value: (r) => <ReleaseComments releaseId={r.id} /> },
];

/** The drawer of one listed release (as the list shows it, so it follows the list's changes), with follow-up, show/hide and edit. */
function ReleaseDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useListSearchOf<z.output<typeof release.search>>();
  const compId = useScopeId('company') ?? '';
  // The list's own query (same key): read from the cache, not fetched again.
  const rows = useQuery({ ...release.list(list.request, compId), enabled: false }).data?.data.items;
  const viewing = rows?.find((r) => r.id === id);
  const refresh = useRefreshReleases();
  const [busy, setBusy] = useState(false);

  /** A change from the footer: toast, then every release list again. */
  const change = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      ensureAccepted(await call());
      notify.success(t('kit.list.updated'), 1500);
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <DetailDrawer
      open={id !== undefined}
      onClose={onClose}
      title="release.detail.title"
      record={viewing}
      fields={detailFields}
      footer={
        viewing && (
          <HStack gap="2" wrap="wrap" justify="flex-end">
            <Button size="sm" variant="outline" loading={busy} onClick={() => void change(() => releaseHandle({ releaseId: viewing.id }, { isHandle: !viewing.isHandle }))}>
              {t(viewing.isHandle ? 'release.detail.markNotHandled' : 'release.detail.markHandled')}
            </Button>
            <Button size="sm" variant="outline" loading={busy} onClick={() => void change(() => releaseSetIsShow({ releaseId: viewing.id, isShow: !viewing.isShow }, {}))}>
              {viewing.isShow ? <LuEyeOff /> : <LuEye />} {t(viewing.isShow ? 'release.detail.hide' : 'release.detail.show')}
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <RouteLink link={release.to.edit!(viewing)}>
                <LuPencil /> {t('release.detail.edit')}
              </RouteLink>
            </Button>
          </HStack>
        )
      }
    />
  );
}

const c = columnsOf<Release>();

/** The list's columns; `view` opens a release in the drawer. */
function releaseColumns(view: (id: string) => void) {
  return [
    c.image('images', 'release.fields.images'),
    c.text('title', 'release.column.title', {
      minWidth: '14rem',
      format: (title, r) => (
        <Link as="button" textAlign="start" lineClamp={2} onClick={() => view(r.id)}>
          {title}
        </Link>
      ),
    }),
    c.status('type', 'release.column.kind', kindStatus),
    c.text('releaseTypeName', 'release.column.releaseType', { format: (_name, r) => <ReleaseTypeName release={r} /> }),
    c.status('auditStatus', 'release.column.audit', auditStatus),
    c.showSwitch(release.setShow!),
    c.toggle('isHandle', 'release.column.handled', { onToggle: (r, isHandle) => releaseHandle({ releaseId: r.id }, { isHandle }) }),
    c.text('commentCount', 'release.column.comments', { align: 'end', minWidth: '5rem' }),
    c.date('createTime', 'kit.column.createTime', { sortable: true }),
  ];
}

/** 供需发布 / Releases: kind, audit and shown filters, show and handled switches, details with comments. */
export function ReleaseListPage() {
  const [viewingId, setViewingId] = useState<string>();
  const columns = useMemo(() => releaseColumns(setViewingId), []);
  return (
    <ResourceListPage
      resource={release}
      columns={columns}
      onView={(r) => setViewingId(r.id)}
      actions={<ReleaseTypesButton />}
      filters={[
        { name: 'type', label: 'release.column.kind', options: kindFilterOptions },
        { name: 'auditStatus', label: 'release.column.audit', options: auditFilterOptions },
        { name: 'isShow', label: 'kit.column.show', options: SHOW_FILTER },
      ]}
    >
      <ReleaseDrawer id={viewingId} onClose={() => setViewingId(undefined)} />
    </ResourceListPage>
  );
}

const KINDS = ['1', '2', '0'] as const;

/** The form: the contract's release body, with the kind and release type as the selects hold them. */
const schema = ReleaseCreateBody.pick({ title: true, content: true, images: true, contactName: true, contactPhone: true, isShow: true }).extend({
  type: z.enum(KINDS),
  /** '' for none. */
  releaseTypeId: z.string(),
});
type Values = z.input<typeof schema>;

const defaults: Values = { title: '', type: '1', releaseTypeId: '', content: '', images: '', contactName: '', contactPhone: '', isShow: true };

const toValues = ({ data }: { data: Release }): Values => ({
  title: data.title,
  type: String(data.type) as Values['type'],
  releaseTypeId: data.releaseTypeId ?? '',
  content: data.content ?? '',
  images: data.images ?? '',
  contactName: data.contactName ?? '',
  contactPhone: data.contactPhone ?? '',
  isShow: data.isShow,
});

/** The fields; the release types are the release's exhibition's (a new one: the current join's). */
function ReleaseFields({ form, record }: { form: EntityForm<typeof schema>; record: Release | undefined }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const joinExhibitionId = useSession((s) => s.join?.exhibitionId);
  const exhibitionId = record?.exhibitionId ?? joinExhibitionId ?? '';
  const types = useReleaseTypeGetByExhibition({ exhibitionId }, { query: { enabled: Boolean(exhibitionId) } });

  // Choosing a release type sets the kind it belongs to.
  const releaseTypeId = useWatch({ control: form.control, name: 'releaseTypeId' });
  const chosenKind = types.data?.data.find((type) => type.id === releaseTypeId)?.type;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (chosenKind !== undefined && getValues('type') !== String(chosenKind)) setValue('type', String(chosenKind) as Values['type'], { shouldDirty: true });
  }, [chosenKind, getValues, setValue]);

  return (
    <>
      {!record && !exhibitionId && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('release.needJoin')}</Alert.Description>
        </Alert.Root>
      )}
      <FormSection title="release.edit.basic" columns={2}>
        <FullRow>
          <TextField control={form.control} name="title" label={t('release.fields.title')} placeholder={t('release.fields.titlePlaceholder')} required />
        </FullRow>
        <QuerySelectField
          control={form.control}
          name="releaseTypeId"
          label={t('release.fields.releaseType')}
          query={types}
          options={({ data }) =>
            data
              .filter((type) => type.isShow || type.id === releaseTypeId)
              .map((type) => ({ value: type.id, label: lang === 'En' && type.nameEn ? type.nameEn : type.name }))
          }
        />
        <SelectField
          control={form.control}
          name="type"
          label={t('release.fields.kind')}
          required
          placeholder={t('kit.form.choose')}
          options={KINDS.map((kind) => ({ value: kind, label: t(`release.kind.${kind}`) }))}
        />
        <SwitchField control={form.control} name="isShow" label={t('release.fields.isShow')} />
      </FormSection>
      <FormSection title="release.edit.detail">
        <RichTextField control={form.control} name="content" label={t('release.fields.content')} />
        <ImageListField control={form.control} name="images" label={t('release.fields.images')} max={9} />
      </FormSection>
      <FormSection title="release.edit.contact" columns={2}>
        <TextField control={form.control} name="contactName" label={t('release.fields.contactName')} />
        <TextField control={form.control} name="contactPhone" label={t('release.fields.contactPhone')} type="tel" />
      </FormSection>
    </>
  );
}

/** 发布供需信息 / 编辑供需信息 (release-new, `?id=` edits): a saved release goes (back) to the organiser's review. */
export function ReleaseFormPage() {
  return (
    <ResourceFormPage
      resource={release}
      schema={schema}
      defaultValues={defaults}
      toValues={toValues}
      description={() => 'release.edit.auditHint'}
      submitLabel={(isEdit) => (isEdit ? undefined : 'release.edit.submit')}
    >
      {(form, record) => <ReleaseFields form={form} record={record?.data} />}
    </ResourceFormPage>
  );
}
