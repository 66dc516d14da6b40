import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newsExhibitorDelete, newsExhibitorSetShow, useNewsExhibitorGet, useNewsExhibitorGetByJoinId } from '@gen/api/news/news';
import { NewsAuditStatus, type NewsExhibitor } from '@gen/api/model';
import {
  auditStatus, columnsOf, DetailDrawer, ListFilterSelect, ListPage, StatusBadge, useExhibitorPath, useListSearch, type DetailField, type FilterOption,
} from '@/components/kit';
import { routeById, useAreaColumns, WithJoin, type AreaPath } from '@/features/showcase/parts';

const route = routeById('/exhibition{-$lang}/index/news');
const c = columnsOf<NewsExhibitor>();

const AUDIT_FILTER: FilterOption<NewsAuditStatus>[] = [
  { value: NewsAuditStatus.Pending, label: 'kit.status.pending' },
  { value: NewsAuditStatus.Approved, label: 'kit.status.approved' },
  { value: NewsAuditStatus.Rejected, label: 'kit.status.rejected' },
];

/** The badge, and the host's reason under it when the news was rejected. */
function AuditCell({ row }: { row: NewsExhibitor }) {
  return (
    <Stack gap="1" align="flex-start">
      <StatusBadge value={row.auditStatus} map={auditStatus} />
      {row.auditStatus === NewsAuditStatus.Rejected && row.auditRemark && (
        <Text textStyle="xs" color="fg.error" maxW="14rem">
          {row.auditRemark}
        </Text>
      )}
    </Stack>
  );
}

const newsColumns = (to: AreaPath, preview: (row: NewsExhibitor) => void) => [
  c.image('cover', 'kit.column.image'),
  c.text('title', 'showcase.news.title', { sortable: true, minWidth: '12rem' }),
  c.custom('audit', 'showcase.news.auditStatus', (row) => <AuditCell row={row} />, { sortable: 'auditStatus' }),
  c.showSwitch((n, isShow) => newsExhibitorSetShow({ id: n.id, isShow })),
  c.date('publishTime', 'showcase.news.publishTime', { sortable: true }),
  c.actions({
    onView: preview,
    edit: (n) => to(`/index/edit-news?id=${n.id}`),
    onDelete: (n) => newsExhibitorDelete({ id: n.id }),
    nameOf: (n) => n.title,
  }),
];

const previewFields: DetailField<NewsExhibitor>[] = [
  { label: 'showcase.news.title', value: 'title' },
  { label: 'showcase.news.titleEn', value: 'titleEn' },
  { label: 'showcase.news.auditStatus', value: 'auditStatus', type: 'status', map: auditStatus },
  { label: 'showcase.news.auditRemark', value: 'auditRemark', hidden: (n) => n.auditStatus !== NewsAuditStatus.Rejected },
  { label: 'showcase.news.publishTime', value: 'publishTime', type: 'date' },
  { label: 'showcase.news.cover', value: 'cover', type: 'images' },
  { label: 'showcase.news.summary', value: 'summary' },
  { label: 'showcase.news.content', value: 'content', type: 'html' },
];

/** The news item as stored (GET ?id), its HTML through SafeHtml. */
function NewsPreview({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useExhibitorPath();
  const navigate = useNavigate();
  const news = useNewsExhibitorGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  return (
    <DetailDrawer
      open={Boolean(id)}
      onClose={onClose}
      title="showcase.news.preview"
      record={news.data?.data}
      fields={previewFields}
      loading={news.isPending}
      error={news.isError ? news.error : undefined}
      onRetry={() => void news.refetch()}
      footer={
        id && (
          <Button variant="outline" onClick={() => void navigate({ href: to(`/index/edit-news?id=${id}`) } as never)}>
            {t('kit.list.edit')}
          </Button>
        )
      }
    />
  );
}

function NewsList({ joinId }: { joinId: string }) {
  const to = useExhibitorPath();
  const list = useListSearch(route);
  const query = useNewsExhibitorGetByJoinId({ ...list.request, joinId }, list.queryOptions);
  const [previewId, setPreviewId] = useState<string>();
  const makeColumns = useCallback((to: AreaPath) => newsColumns(to, (row) => setPreviewId(row.id)), []);
  const columns = useAreaColumns(makeColumns);
  return (
    <ListPage
      title="nav.exhibitor.news"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="showcase.news.search"
      create={to('/index/add-news')}
      createLabel="nav.exhibitor.add-news"
      filters={<ListFilterSelect list={list} name="auditStatus" label="showcase.news.auditStatus" options={AUDIT_FILTER} />}
      onDeleteMany={(rows) => Promise.all(rows.map((n) => newsExhibitorDelete({ id: n.id })))}
    >
      <NewsPreview id={previewId} onClose={() => setPreviewId(undefined)} />
    </ListPage>
  );
}

/** The exhibitor news of the current join: audit status, show switch, preview, edit and delete. */
export function NewsListPage() {
  return <WithJoin title="nav.exhibitor.news">{(joinId) => <NewsList joinId={joinId} />}</WithJoin>;
}
