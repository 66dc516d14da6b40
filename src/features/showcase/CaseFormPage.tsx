import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { exampleCreate, exampleUpdate, useExampleGet } from '@gen/api/showcase/showcase';
import type { ExampleResult } from '@gen/api/model';
import { ExampleCreateBody } from '@gen/zod/showcase/showcase';
import {
  FormPage, FormSection, FullRow, NumberField, RichTextField, TextareaField, TextField, UploadField, useEntityForm, useExhibitorPath,
} from '@/components/kit';
import { blank, isoDate, text } from './forms';
import { DateField, MissingRecord, WithCompany } from './parts';

const schema = ExampleCreateBody.pick({
  title: true, titleEn: true, customerName: true, industryName: true, summary: true, content: true, contentEn: true, showIndex: true,
}).extend({
  cover: blank(ExampleCreateBody.shape.cover),
  completeDate: isoDate(ExampleCreateBody.shape.completeDate),
});

const LIST = '/index/case/all';

function CaseForm({ id, compId }: { id?: string; compId: string }) {
  const { t } = useTranslation();
  const to = useExhibitorPath();
  const record = useExampleGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema,
    defaultValues: { title: '', titleEn: '', customerName: '', industryName: '', completeDate: '', cover: '', summary: '', content: '', contentEn: '', showIndex: 0 },
    record: id ? record : undefined,
    toValues: ({ data }: ExampleResult) => ({
      title: data.title,
      titleEn: text(data.titleEn),
      customerName: text(data.customerName),
      industryName: text(data.industryName),
      completeDate: text(data.completeDate),
      cover: text(data.cover),
      summary: text(data.summary),
      content: text(data.content),
      contentEn: text(data.contentEn),
      showIndex: data.showIndex,
    }),
    save: (v) => (id ? exampleUpdate({ ...v, id, compId }) : exampleCreate({ ...v, compId })),
    backTo: to(LIST),
  });
  const title = form.isEdit ? 'nav.exhibitor.case.edit' : 'nav.exhibitor.case.add';
  return (
    <FormPage form={form} title={title} breadcrumbs={[{ label: 'nav.exhibitor.case.all', href: to(LIST) }, { label: title }]}>
      <FormSection title="showcase.common.basic" columns={2}>
        <TextField control={form.control} name="title" label={t('showcase.case.title')} required />
        <TextField control={form.control} name="titleEn" label={t('showcase.case.titleEn')} />
        <TextField control={form.control} name="customerName" label={t('showcase.case.customerName')} />
        <TextField control={form.control} name="industryName" label={t('showcase.case.industryName')} />
        <DateField control={form.control} name="completeDate" label={t('showcase.case.completeDate')} />
        <NumberField control={form.control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
        <FullRow>
          <UploadField control={form.control} name="cover" kind="image" label={t('showcase.case.cover')} />
        </FullRow>
        <FullRow>
          <TextareaField control={form.control} name="summary" label={t('showcase.case.summary')} rows={3} />
        </FullRow>
      </FormSection>
      <FormSection title="showcase.common.details">
        <RichTextField control={form.control} name="content" label={t('showcase.case.content')} />
        <RichTextField control={form.control} name="contentEn" label={t('showcase.case.contentEn')} />
      </FormSection>
    </FormPage>
  );
}

/** 添加案例 / Add case study. */
export function CaseCreatePage() {
  return <WithCompany title="nav.exhibitor.case.add">{(compId) => <CaseForm compId={compId} />}</WithCompany>;
}

const editRoute = getRouteApi('/exhibition{-$lang}/index/case/edit');

/** 编辑案例 / Edit case study (`?id=`). */
export function CaseEditPage() {
  const { id } = editRoute.useSearch();
  const to = useExhibitorPath();
  if (!id) return <MissingRecord title="nav.exhibitor.case.edit" listHref={to(LIST)} />;
  return <WithCompany title="nav.exhibitor.case.edit">{(compId) => <CaseForm key={id} id={id} compId={compId} />}</WithCompany>;
}
