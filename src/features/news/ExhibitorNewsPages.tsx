/**
 * 展商新闻 / Exhibitors' news as the organiser handles it: every exhibitor's news of the current
 * exhibition, filtered by review state and visibility; each item is read and approved or rejected
 * with a reason in a drawer; the organiser can also write an item on an exhibitor's behalf.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getNewsExhibitorAllQueryKey, newsExhibitorAudit } from '@gen/api/news/news';
import { getJoinGetByManagerQueryOptions } from '@gen/api/join/join';
import { NewsAuditStatus, type NewsExhibitor } from '@gen/api/model';
import { NewsExhibitorAuditBody } from '@gen/zod/news/news';
import {
  columnsOf, FormDrawer, QuerySelectField, ResourceFormPage, ResourceListPage, SafeHtml, SelectField, TextareaField, useScopeIds,
  type I18nKey,
} from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { AUDIT_FILTER, AuditCell, NewsFields, newsDefaults, newsSchema } from './NewsPages';
import { exhibitorNews, newsReview } from './resources';

const c = columnsOf<NewsExhibitor>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.text('title', 'showcase.news.title', { sortable: true, minWidth: '14rem' }),
  c.text('compName', 'showcase.news.exhibitor', { minWidth: '10rem' }),
  c.custom('audit', 'showcase.news.auditStatus', (row) => <AuditCell row={row} />, { sortable: 'auditStatus' }),
  c.showSwitch(exhibitorNews.setShow!),
  c.date('publishTime', 'showcase.news.publishTime', { sortable: true }),
];

export function ExhibitorNewsListPage() {
  return <NewsList resource={exhibitorNews} description="showcase.news.exhibitorNewsDescription" />;
}

/** 新闻审核: the review queue, waiting news first. */
export function NewsReviewPage() {
  return <NewsList resource={newsReview} description="showcase.news.reviewDescription" />;
}

function NewsList({ resource, description }: { resource: typeof exhibitorNews; description: I18nKey }) {
  const [reviewing, setReviewing] = useState<NewsExhibitor>();
  return (
    <ResourceListPage
      resource={resource}
      columns={columns}
      showFilter
      filters={[{ name: 'auditStatus', label: 'showcase.news.auditStatus', options: AUDIT_FILTER }]}
      searchPlaceholder="showcase.news.hostSearch"
      description={description}
      rowActions={[{ label: 'showcase.news.review', onSelect: (row) => setReviewing(row) }]}
    >
      {reviewing && <ReviewDrawer item={reviewing} onClose={() => setReviewing(undefined)} />}
    </ResourceListPage>
  );
}

const reviewSchema = z
  .object({ decision: z.enum(['1', '2']), auditRemark: NewsExhibitorAuditBody.shape.auditRemark.unwrap() })
  .superRefine((v, ctx) => {
    if (v.decision === '2' && !v.auditRemark.trim()) ctx.addIssue({ code: 'custom', path: ['auditRemark'], message: i18n.t('showcase.news.remarkRequired') });
  });

/** The item as the exhibitor wrote it (HTML sanitised), then the decision; a rejection needs its reason. */
function ReviewDrawer({ item, onClose }: { item: NewsExhibitor; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const full = useQuery(exhibitorNews.one!(item.id)).data?.data ?? item;
  return (
    <FormDrawer
      open
      title={t('showcase.news.reviewTitle', { name: item.compName ?? '' })}
      schema={reviewSchema}
      defaultValues={{ decision: item.auditStatus === NewsAuditStatus.Rejected ? '2' : '1', auditRemark: item.auditRemark ?? '' }}
      save={(v) =>
        newsExhibitorAudit({ id: item.id, auditStatus: v.decision === '1' ? NewsAuditStatus.Approved : NewsAuditStatus.Rejected, ...(v.decision === '2' ? { auditRemark: v.auditRemark.trim() } : {}) })
      }
      onClose={onClose}
      onSaved={() => queryClient.invalidateQueries({ queryKey: getNewsExhibitorAllQueryKey().slice(0, 2) })}
    >
      {({ control }) => (
        <Stack gap="5">
          <Stack gap="2" borderWidth="1px" rounded="md" p="4">
            <Heading size="md">{full.title}</Heading>
            {full.summary && <Text color="fg.muted">{full.summary}</Text>}
            <SafeHtml html={full.content} />
            <AuditCell row={full} />
          </Stack>
          <SelectField
            control={control}
            name="decision"
            label={t('showcase.news.decision')}
            options={[
              { value: '1', label: t('showcase.news.approve') },
              { value: '2', label: t('showcase.news.reject') },
            ]}
            required
          />
          <TextareaField control={control} name="auditRemark" label={t('showcase.news.auditRemark')} helper={t('showcase.news.remarkHelper')} />
        </Stack>
      )}
    </FormDrawer>
  );
}

/** On an exhibitor's behalf: the same fields as the exhibitor's form, and whose news it is (required here). */
const schema = newsSchema.superRefine((v, ctx) => {
  if (!v.joinId) ctx.addIssue({ code: 'custom', path: ['joinId'], message: i18n.t('validation.required') });
});

export function ExhibitorNewsFormPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeIds()?.exhibitionId ?? '';
  const exhibitors = useQuery(getJoinGetByManagerQueryOptions({ exhibitionId, pageIndex: 1, pageSize: 500 }));
  return (
    <ResourceFormPage
      resource={exhibitorNews}
      schema={schema}
      defaultValues={{ ...newsDefaults, joinId: '' }}
      description={() => 'showcase.news.onBehalf'}
    >
      {({ control }, record) => (
        <NewsFields
          control={control}
          extra={
            <QuerySelectField
              control={control}
              name="joinId"
              label={t('showcase.news.exhibitor')}
              query={exhibitors}
              options={(r) => r.data.items.map((j) => ({ value: j.id, label: j.companyName }))}
              required
              disabled={record !== undefined}
            />
          }
        />
      )}
    </ResourceFormPage>
  );
}
