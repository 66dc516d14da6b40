import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { newsExhibitorCreate, newsExhibitorUpdate, useNewsExhibitorGet } from '@gen/api/news/news';
import type { NewsExhibitorResult } from '@gen/api/model';
import { NewsExhibitorCreateBody } from '@gen/zod/news/news';
import {
  FormPage, FormSection, FullRow, RichTextField, TextareaField, TextField, UploadField, useEntityForm, useExhibitorPath,
} from '@/components/kit';
import { blank, text } from '@/features/showcase/forms';
import { DateField, MissingRecord, WithJoin } from '@/features/showcase/parts';

/** isShow and showIndex are not edited here: they travel with the record so a save keeps them. */
const schema = NewsExhibitorCreateBody.pick({ title: true, titleEn: true, summary: true, content: true, isShow: true, showIndex: true }).extend({
  cover: blank(NewsExhibitorCreateBody.shape.cover),
  publishTime: blank(NewsExhibitorCreateBody.shape.publishTime),
});

const LIST = '/index/news';

function NewsForm({ id, joinId }: { id?: string; joinId: string }) {
  const { t } = useTranslation();
  const to = useExhibitorPath();
  const record = useNewsExhibitorGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  // An edited item stays with the join it was written for.
  const recordJoinId = record.data?.data.joinId ?? joinId;
  const form = useEntityForm({
    schema,
    defaultValues: { title: '', titleEn: '', summary: '', cover: '', content: '', publishTime: '', isShow: true, showIndex: 0 },
    record: id ? record : undefined,
    toValues: ({ data }: NewsExhibitorResult) => ({
      title: data.title,
      titleEn: text(data.titleEn),
      summary: text(data.summary),
      cover: text(data.cover),
      content: text(data.content),
      publishTime: text(data.publishTime),
      isShow: data.isShow,
      showIndex: data.showIndex,
    }),
    save: (v) => (id ? newsExhibitorUpdate({ ...v, id, joinId: recordJoinId }) : newsExhibitorCreate({ ...v, joinId })),
    backTo: to(LIST),
  });
  const title = form.isEdit ? 'nav.exhibitor.edit-news' : 'nav.exhibitor.add-news';
  return (
    <FormPage
      form={form}
      title={title}
      description={form.isEdit ? 'showcase.news.editAudit' : 'showcase.news.createAudit'}
      breadcrumbs={[{ label: 'nav.exhibitor.news', href: to(LIST) }, { label: title }]}
    >
      <FormSection title="showcase.common.basic" columns={2}>
        <TextField control={form.control} name="title" label={t('showcase.news.title')} required />
        <TextField control={form.control} name="titleEn" label={t('showcase.news.titleEn')} />
        <DateField control={form.control} name="publishTime" mode="datetime" label={t('showcase.news.publishTime')} helper={t('showcase.news.publishTimeHelper')} />
        <FullRow>
          <TextareaField control={form.control} name="summary" label={t('showcase.news.summary')} rows={3} />
        </FullRow>
        <FullRow>
          <UploadField control={form.control} name="cover" kind="image" label={t('showcase.news.cover')} />
        </FullRow>
      </FormSection>
      <FormSection title="showcase.common.details">
        <RichTextField
          control={form.control}
          name="content"
          label={t('showcase.news.content')}
          required
          minHeight="16rem"
        />
      </FormSection>
    </FormPage>
  );
}

/** 发布新闻 / Add news, for the current join. */
export function NewsCreatePage() {
  return <WithJoin title="nav.exhibitor.add-news">{(joinId) => <NewsForm joinId={joinId} />}</WithJoin>;
}

const editRoute = getRouteApi('/exhibition{-$lang}/index/edit-news');

/** 编辑新闻 / Edit news (`?id=`); the saved item goes back to the organiser's review. */
export function NewsEditPage() {
  const { id } = editRoute.useSearch();
  const to = useExhibitorPath();
  if (!id) return <MissingRecord title="nav.exhibitor.edit-news" listHref={to(LIST)} />;
  return <WithJoin title="nav.exhibitor.edit-news">{(joinId) => <NewsForm key={id} id={id} joinId={joinId} />}</WithJoin>;
}
