import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NewsAuditStatus, type NewsExhibitor } from '@gen/api/model';
import { NewsExhibitorCreateBody } from '@gen/zod/news/news';
import {
  auditStatus, blank, columnsOf, DateField, DetailDrawer, FormSection, FullRow, ResourceFormPage, ResourceListPage, RichTextField,
  RouteLink, StatusBadge, TextareaField, TextField, UploadField, type DetailField, type FilterOption,
} from '@/components/kit';
import { news } from './resources';

export const AUDIT_FILTER: FilterOption<NewsAuditStatus>[] = [
  { value: NewsAuditStatus.Pending, label: 'kit.status.pending' },
  { value: NewsAuditStatus.Approved, label: 'kit.status.approved' },
  { value: NewsAuditStatus.Rejected, label: 'kit.status.rejected' },
];

/** The badge, and the host's reason under it when the news was rejected. */
export function AuditCell({ row }: { row: NewsExhibitor }) {
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

/**
 * A news item's form, the exhibitor's and the organiser's alike (one Control type for NewsFields). On the exhibitor's form isShow and
 * showIndex are not edited: they travel with the record so a save keeps them.
 */
export const newsSchema = NewsExhibitorCreateBody.pick({ title: true, titleEn: true, summary: true, content: true, isShow: true, showIndex: true }).extend({
  cover: blank(NewsExhibitorCreateBody.shape.cover),
  publishTime: blank(NewsExhibitorCreateBody.shape.publishTime),
  /** Whose news: asked only on the organiser's form for an exhibitor (the exhibitor's own goes to its join). */
  joinId: NewsExhibitorCreateBody.shape.joinId.optional(),
});

export type NewsValues = z.input<typeof newsSchema>;

export const newsDefaults: NewsValues = { title: '', titleEn: '', summary: '', cover: '', content: '', publishTime: '', isShow: true, showIndex: 0 };

/** 发布新闻 / 编辑新闻: a saved item goes (back) to the organiser's review. */
export function NewsFormPage() {
  return (
    <ResourceFormPage
      resource={news}
      schema={newsSchema}
      defaultValues={newsDefaults}
      description={(isEdit) => (isEdit ? 'showcase.news.editAudit' : 'showcase.news.createAudit')}
    >
      {({ control }) => <NewsFields control={control} />}
    </ResourceFormPage>
  );
}

/** The fields of a news item, exhibitor's or organiser's: title, publish time, summary, cover, content. */
export function NewsFields({ control: c, extra }: { control: Control<NewsValues>; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection title="showcase.common.basic" columns={2}>
        <TextField control={c} name="title" label={t('showcase.news.title')} required />
        <TextField control={c} name="titleEn" label={t('showcase.news.titleEn')} />
        <DateField control={c} name="publishTime" mode="datetime" label={t('showcase.news.publishTime')} helper={t('showcase.news.publishTimeHelper')} />
        {extra}
        <FullRow>
          <TextareaField control={c} name="summary" label={t('showcase.news.summary')} rows={3} />
        </FullRow>
        <FullRow>
          <UploadField control={c} name="cover" kind="image" label={t('showcase.news.cover')} />
        </FullRow>
      </FormSection>
      <FormSection title="showcase.common.details">
        <RichTextField control={c} name="content" label={t('showcase.news.content')} required minHeight="16rem" />
      </FormSection>
    </>
  );
}
