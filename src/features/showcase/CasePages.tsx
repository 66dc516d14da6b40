import type { Example } from '@gen/api/model';
import { ExampleCreateBody } from '@gen/zod/showcase/showcase';
import { useTranslation } from 'react-i18next';
import {
  blank, columnsOf, DateField, FormSection, FullRow, isoDate, NumberField, ResourceFormPage, ResourceListPage, RichTextField, TextareaField, TextField,
  UploadField,
} from '@/components/kit';
import { caseStudy } from './resources';

const c = columnsOf<Example>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.text('title', 'showcase.case.title', { sortable: true }),
  c.text('titleEn', 'showcase.case.titleEn'),
  c.text('customerName', 'showcase.case.customerName'),
  c.text('industryName', 'showcase.case.industryName'),
  c.date('completeDate', 'showcase.case.completeDate', { sortable: true, pattern: 'YYYY-MM-DD' }),
  c.text('showIndex', 'kit.column.sort', { sortable: true, minWidth: '5rem' }),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
];

/** 案例展示 / Case studies: search, edit and delete. Cases have no show switch. */
export function CaseListPage() {
  return <ResourceListPage resource={caseStudy} columns={columns} searchPlaceholder="showcase.case.search" />;
}

const schema = ExampleCreateBody.omit({ id: true, compId: true }).extend({
  cover: blank(ExampleCreateBody.shape.cover),
  completeDate: isoDate(ExampleCreateBody.shape.completeDate),
});

const defaults = { title: '', titleEn: '', customerName: '', industryName: '', completeDate: '', cover: '', summary: '', content: '', contentEn: '', showIndex: 0 };

/** 添加案例 / 编辑案例. */
export function CaseFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage resource={caseStudy} schema={schema} defaultValues={defaults}>
      {({ control }) => (
        <>
          <FormSection title="showcase.common.basic" columns={2}>
            <TextField control={control} name="title" label={t('showcase.case.title')} required />
            <TextField control={control} name="titleEn" label={t('showcase.case.titleEn')} />
            <TextField control={control} name="customerName" label={t('showcase.case.customerName')} />
            <TextField control={control} name="industryName" label={t('showcase.case.industryName')} />
            <DateField control={control} name="completeDate" label={t('showcase.case.completeDate')} />
            <NumberField control={control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
            <FullRow>
              <UploadField control={control} name="cover" kind="image" label={t('showcase.case.cover')} />
            </FullRow>
            <FullRow>
              <TextareaField control={control} name="summary" label={t('showcase.case.summary')} rows={3} />
            </FullRow>
          </FormSection>
          <FormSection title="showcase.common.details">
            <RichTextField control={control} name="content" label={t('showcase.case.content')} />
            <RichTextField control={control} name="contentEn" label={t('showcase.case.contentEn')} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}
