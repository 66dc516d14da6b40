import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { brandCreate, brandUpdate, useBrandGet } from '@gen/api/showcase/showcase';
import type { BrandResult } from '@gen/api/model';
import { BrandCreateBody } from '@gen/zod/showcase/showcase';
import {
  FormPage, FormSection, FullRow, NumberField, RichTextField, SwitchField, TextField, UploadField, useEntityForm, useExhibitorPath,
} from '@/components/kit';
import { blank, text } from './forms';
import { MissingRecord, WithCompany } from './parts';

const schema = BrandCreateBody.pick({
  name: true, nameEn: true, slogan: true, origin: true, trademarkNo: true, introduction: true, introductionEn: true, isShow: true, showIndex: true,
}).extend({
  logo: blank(BrandCreateBody.shape.logo),
  website: blank(BrandCreateBody.shape.website),
});

const LIST = '/index/brand/allbrand';

function BrandForm({ id, compId }: { id?: string; compId: string }) {
  const { t } = useTranslation();
  const to = useExhibitorPath();
  const record = useBrandGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema,
    defaultValues: { name: '', nameEn: '', slogan: '', origin: '', trademarkNo: '', website: '', logo: '', introduction: '', introductionEn: '', isShow: true, showIndex: 0 },
    record: id ? record : undefined,
    toValues: ({ data }: BrandResult) => ({
      name: data.name,
      nameEn: text(data.nameEn),
      slogan: text(data.slogan),
      origin: text(data.origin),
      trademarkNo: text(data.trademarkNo),
      website: text(data.website),
      logo: text(data.logo),
      introduction: text(data.introduction),
      introductionEn: text(data.introductionEn),
      isShow: data.isShow,
      showIndex: data.showIndex,
    }),
    save: (v) => (id ? brandUpdate({ ...v, id, compId }) : brandCreate({ ...v, compId })),
    backTo: to(LIST),
  });
  const title = form.isEdit ? 'nav.exhibitor.brand.editbrand' : 'nav.exhibitor.brand.addbrand';
  return (
    <FormPage form={form} title={title} breadcrumbs={[{ label: 'nav.exhibitor.brand.allbrand', href: to(LIST) }, { label: title }]}>
      <FormSection title="showcase.common.basic" columns={2}>
        <TextField control={form.control} name="name" label={t('showcase.brand.name')} required />
        <TextField control={form.control} name="nameEn" label={t('showcase.common.nameEn')} />
        <TextField control={form.control} name="slogan" label={t('showcase.brand.slogan')} />
        <TextField control={form.control} name="origin" label={t('showcase.brand.origin')} />
        <TextField control={form.control} name="trademarkNo" label={t('showcase.brand.trademarkNo')} />
        <TextField control={form.control} name="website" type="url" label={t('showcase.brand.website')} placeholder={t('showcase.brand.websitePlaceholder')} />
        <NumberField control={form.control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
        <SwitchField control={form.control} name="isShow" label={t('kit.column.show')} helper={t('showcase.common.showHelper')} />
        <FullRow>
          <UploadField control={form.control} name="logo" kind="image" label={t('showcase.brand.logo')} />
        </FullRow>
      </FormSection>
      <FormSection title="showcase.common.details">
        <RichTextField control={form.control} name="introduction" label={t('showcase.brand.introduction')} />
        <RichTextField control={form.control} name="introductionEn" label={t('showcase.brand.introductionEn')} />
      </FormSection>
    </FormPage>
  );
}

/** 添加品牌 / Add brand. */
export function BrandCreatePage() {
  return <WithCompany title="nav.exhibitor.brand.addbrand">{(compId) => <BrandForm compId={compId} />}</WithCompany>;
}

const editRoute = getRouteApi('/exhibition{-$lang}/index/brand/editbrand');

/** 编辑品牌 / Edit brand (`?id=`). */
export function BrandEditPage() {
  const { id } = editRoute.useSearch();
  const to = useExhibitorPath();
  if (!id) return <MissingRecord title="nav.exhibitor.brand.editbrand" listHref={to(LIST)} />;
  return <WithCompany title="nav.exhibitor.brand.editbrand">{(compId) => <BrandForm key={id} id={id} compId={compId} />}</WithCompany>;
}
