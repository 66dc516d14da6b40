import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cooperationCreate, cooperationUpdate, useCooperationGet } from '@gen/api/showcase/showcase';
import type { CooperationResult } from '@gen/api/model';
import { CooperationCreateBody } from '@gen/zod/showcase/showcase';
import {
  FormPage, FormSection, FullRow, NumberField, SwitchField, TextareaField, TextField, UploadField, useEntityForm, useExhibitorPath,
} from '@/components/kit';
import { blank, text } from './forms';
import { MissingRecord, WithCompany } from './parts';

const schema = CooperationCreateBody.pick({ name: true, nameEn: true, introduction: true, isShow: true, showIndex: true }).extend({
  logo: blank(CooperationCreateBody.shape.logo),
  website: blank(CooperationCreateBody.shape.website),
});

const LIST = '/index/partner/allPartner';

function PartnerForm({ id, compId }: { id?: string; compId: string }) {
  const { t } = useTranslation();
  const to = useExhibitorPath();
  const record = useCooperationGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema,
    defaultValues: { name: '', nameEn: '', website: '', logo: '', introduction: '', isShow: true, showIndex: 0 },
    record: id ? record : undefined,
    toValues: ({ data }: CooperationResult) => ({
      name: data.name,
      nameEn: text(data.nameEn),
      website: text(data.website),
      logo: text(data.logo),
      introduction: text(data.introduction),
      isShow: data.isShow,
      showIndex: data.showIndex,
    }),
    save: (v) => (id ? cooperationUpdate({ ...v, id, compId }) : cooperationCreate({ ...v, compId })),
    backTo: to(LIST),
  });
  const title = form.isEdit ? 'nav.exhibitor.partner.editPartner' : 'nav.exhibitor.partner.addPartner';
  return (
    <FormPage form={form} title={title} breadcrumbs={[{ label: 'nav.exhibitor.partner.allPartner', href: to(LIST) }, { label: title }]}>
      <FormSection title="showcase.common.basic" columns={2}>
        <TextField control={form.control} name="name" label={t('showcase.partner.name')} required />
        <TextField control={form.control} name="nameEn" label={t('showcase.common.nameEn')} />
        <TextField control={form.control} name="website" type="url" label={t('showcase.partner.website')} placeholder={t('showcase.brand.websitePlaceholder')} />
        <NumberField control={form.control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
        <SwitchField control={form.control} name="isShow" label={t('kit.column.show')} helper={t('showcase.common.showHelper')} />
        <FullRow>
          <UploadField control={form.control} name="logo" kind="image" label={t('showcase.partner.logo')} />
        </FullRow>
        <FullRow>
          <TextareaField control={form.control} name="introduction" label={t('showcase.partner.introduction')} rows={5} />
        </FullRow>
      </FormSection>
    </FormPage>
  );
}

/** 添加合作伙伴 / Add partner. */
export function PartnerCreatePage() {
  return <WithCompany title="nav.exhibitor.partner.addPartner">{(compId) => <PartnerForm compId={compId} />}</WithCompany>;
}

const editRoute = getRouteApi('/exhibition{-$lang}/index/partner/editPartner');

/** 编辑合作伙伴 / Edit partner (`?id=`). */
export function PartnerEditPage() {
  const { id } = editRoute.useSearch();
  const to = useExhibitorPath();
  if (!id) return <MissingRecord title="nav.exhibitor.partner.editPartner" listHref={to(LIST)} />;
  return <WithCompany title="nav.exhibitor.partner.editPartner">{(compId) => <PartnerForm key={id} id={id} compId={compId} />}</WithCompany>;
}
