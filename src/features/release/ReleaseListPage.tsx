/**
 * release: the company's supply (招商), demand (采购) and news postings (POST /api/Release/GetByCompId)
 * with their kind, release type, audit state, show/hide (SetIsShow) and follow-up (Handle) switches,
 * and a drawer with the details and the comments (releaseComment GetByReleaseId, delete).
 */
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff, LuPencil } from 'react-icons/lu';
import {
  releaseDelete,
  releaseHandle,
  releaseSetIsShow,
  useReleaseCommentGetByReleaseId,
  useReleaseGetByCompId,
  useReleaseTypeGetByExhibition,
} from '@gen/api/release/release';
import type { Release } from '@gen/api/model';
import {
  auditStatus, columnsOf, DetailDrawer, ensureAccepted, ListFilterSelect, ListPage, QueryState, reportError, showStatus,
  useExhibitorLang, useListSearch, type DetailField,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { routeById } from '@/features/materials/search';
import { auditFilterOptions, CommentList, handledStatus, kindFilterOptions, kindStatus, useRefreshReleases } from './shared';

const route = routeById('/exhibition{-$lang}/index/release');

const c = columnsOf<Release>();

/**
 * A release's type name in the area's language: the English name of the current exhibition's
 * release type in /exhibitionEn (the list answer carries the Chinese name only).
 */
function ReleaseTypeName({ release }: { release: Release }) {
  const lang = useExhibitorLang();
  const exhibitionId = useSession((s) => s.join?.exhibitionId ?? '');
  const types = useReleaseTypeGetByExhibition({ exhibitionId }, { query: { enabled: lang === 'En' && Boolean(exhibitionId) } });
  const english = lang === 'En' ? types.data?.data.find((type) => type.id === release.releaseTypeId)?.nameEn : undefined;
  return <>{english || release.releaseTypeName || ''}</>;
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
    c.showSwitch((r, isShow) => releaseSetIsShow({ releaseId: r.id, isShow }, {})),
    c.toggle('isHandle', 'release.column.handled', { onToggle: (r, isHandle) => releaseHandle({ releaseId: r.id }, { isHandle }) }),
    c.text('commentCount', 'release.column.comments', { align: 'end', minWidth: '5rem' }),
    c.date('createTime', 'kit.column.createTime', { sortable: true }),
    c.actions({
      onView: (r) => view(r.id),
      edit: (r) => ({ to: '/exhibition{-$lang}/index/release-new', search: { id: r.id } }),
      onDelete: (r) => releaseDelete({ id: r.id }),
      nameOf: (r) => r.title,
    }),
  ];
}

export function ReleaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useExhibitorLang();
  const list = useListSearch(route);
  const compId = useSession((s) => s.company?.id ?? '');
  const query = useReleaseGetByCompId({ ...list.request, compId }, { query: { ...list.queryOptions.query, enabled: Boolean(compId) } });
  const refresh = useRefreshReleases();
  const [viewingId, setViewingId] = useState<string>();
  const [busy, setBusy] = useState(false);

  const columns = useMemo(() => releaseColumns(setViewingId), []);

  const rows = query.data?.data.items ?? [];
  const viewing = rows.find((r) => r.id === viewingId);

  /** A change from the drawer's footer: toast, then every release list again. */
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
    <ListPage
      title="nav.exhibitor.release"
      list={list}
      query={query}
      columns={columns}
      create={{ to: '/exhibition{-$lang}/index/release-new' }}
      createLabel="release.edit.title"
      filters={
        <>
          <ListFilterSelect list={list} name="type" label="release.column.kind" options={kindFilterOptions} />
          <ListFilterSelect list={list} name="auditStatus" label="release.column.audit" options={auditFilterOptions} />
          <ListFilterSelect
            list={list}
            name="isShow"
            label="kit.column.show"
            options={[
              { value: true, label: 'kit.status.shown' },
              { value: false, label: 'kit.status.hidden' },
            ]}
          />
        </>
      }
      onDeleteMany={(selected) => Promise.all(selected.map((r) => releaseDelete({ id: r.id })))}
    >
      <DetailDrawer
        open={viewingId !== undefined}
        onClose={() => setViewingId(undefined)}
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
              <Button size="sm" colorPalette="blue" onClick={() => void navigate({ to: '/exhibition{-$lang}/index/release-new', params: { lang }, search: { id: viewing.id } })}>
                <LuPencil /> {t('release.detail.edit')}
              </Button>
            </HStack>
          )
        }
      />
    </ListPage>
  );
}
