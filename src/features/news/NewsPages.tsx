import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsAuditStatus, type NewsExhibitor } from '@gen/api/model';
import { NewsExhibitorCreateBody } from '@gen/zod/news/news';
import {
  auditStatus, blank, columnsOf, DateField, DetailDrawer, FormSection, FullRow, ResourceFormPage, ResourceListPage, RichTextField,
  RouteLink, StatusBadge, TextareaField, TextField, UploadField, type DetailField, type FilterOption,
} from '@/components/kit';
import { news } from './resources';

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

const c = columnsOf<NewsExhibitor>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.text('title', 'showcase.news.title', { sortable: true, minWidth: '12rem' }),
  c.custom('audit', 'showcase.news.auditStatus', (row) => <AuditCell row={row} />, { sortable: 'auditStatus' }),
  c.showSwitch(news.setShow!),
  c.date('publishTime', 'showcase.news.publishTime', { sortable: true }),
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
  const item = useQuery({ ...news.one!(id ?? ''), enabled: Boolean(id) });
  return (
    <DetailDrawer
      open={Boolean(id)}
      onClose={onClose}
      title="showcase.news.preview"
      record={item.data?.data}
      fields={previewFields}
      loading={item.isPending}
      error={item.isError ? item.error : undefined}
      onRetry={() => void item.refetch()}
      footer={
        id && (
          <Button asChild variant="outline">
            <RouteLink link={news.to.edit!(id)}>{t('kit.list.edit')}</RouteLink>
          </Button>
        )
      }
    />
  );
}

/** 新闻动态 / News of the current join: audit status with the reviewer's remark, show switch, preview, edit and delete. */
export function NewsListPage() {
  const [previewId, setPreviewId] = useState<string>();
  return (
    <ResourceListPage
      resource={news}
      columns={columns}
      searchPlaceholder="showcase.news.search"
      onView={(row) => setPreviewId(row.id)}
      filters={[{ name: 'auditStatus', label: 'showcase.news.auditStatus', options: AUDIT_FILTER }]}
    >
      <NewsPreview id={previewId} onClose={() => setPreviewId(undefined)} />
    </ResourceListPage>
  );
}

/** isShow and showIndex are not edited here: they travel with the record so a save keeps them. */
const schema = NewsExhibitorCreateBody.pick({ title: true, titleEn: true, summary: true, content: true, isShow: true, showIndex: true }).extend({
  cover: blank(NewsExhibitorCreateBody.shape.cover),
  publishTime: blank(NewsExhibitorCreateBody.shape.publishTime),
});

const defaults = { title: '', titleEn: '', summary: '', cover: '', content: '', publishTime: '', isShow: true, showIndex: 0 };

/** 发布新闻 / 编辑新闻: a saved item goes (back) to the organiser's review. */
export function NewsFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage
      resource={news}
      schema={schema}
      defaultValues={defaults}
      description={(isEdit) => (isEdit ? 'showcase.news.editAudit' : 'showcase.news.createAudit')}
    >
      {({ control }) => (
        <>
          <FormSection title="showcase.common.basic" columns={2}>
            <TextField control={control} name="title" label={t('showcase.news.title')} required />
            <TextField control={control} name="titleEn" label={t('showcase.news.titleEn')} />
            <DateField control={control} name="publishTime" mode="datetime" label={t('showcase.news.publishTime')} helper={t('showcase.news.publishTimeHelper')} />
            <FullRow>
              <TextareaField control={control} name="summary" label={t('showcase.news.summary')} rows={3} />
            </FullRow>
            <FullRow>
              <UploadField control={control} name="cover" kind="image" label={t('showcase.news.cover')} />
            </FullRow>
          </FormSection>
          <FormSection title="showcase.common.details">
            <RichTextField control={control} name="content" label={t('showcase.news.content')} required minHeight="16rem" />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}
