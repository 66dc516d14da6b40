import type { Cooperation } from '@gen/api/model';
import { CooperationCreateBody } from '@gen/zod/showcase/showcase';
import { useTranslation } from 'react-i18next';
import {
  blank, columnsOf, FormSection, FullRow, NumberField, ResourceFormPage, ResourceListPage, SwitchField, TextareaField, TextField, UploadField,
} from '@/components/kit';
import { partner } from './resources';

const c = columnsOf<Cooperation>();
const columns = [
  c.image('logo', 'kit.column.image'),
  c.text('name', 'showcase.partner.name', { sortable: true }),
  c.text('nameEn', 'showcase.common.nameEn'),
  c.text('website', 'showcase.partner.website'),
  c.text('showIndex', 'kit.column.sort', { sortable: true, minWidth: '5rem' }),
  c.showSwitch(partner.setShow!),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
];

/** 合作伙伴 / Partners: search, shown filter, show switch, edit and delete. */
export function PartnerListPage() {
  return <ResourceListPage resource={partner} columns={columns} showFilter searchPlaceholder="showcase.partner.search" />;
}

const schema = CooperationCreateBody.omit({ id: true, compId: true }).extend({
  logo: blank(CooperationCreateBody.shape.logo),
  website: blank(CooperationCreateBody.shape.website),
});

const defaults = { name: '', nameEn: '', website: '', logo: '', introduction: '', isShow: true, showIndex: 0 };

/** 添加合作伙伴 / 编辑合作伙伴. */
export function PartnerFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage resource={partner} schema={schema} defaultValues={defaults}>
      {({ control }) => (
        <FormSection title="showcase.common.basic" columns={2}>
          <TextField control={control} name="name" label={t('showcase.partner.name')} required />
          <TextField control={control} name="nameEn" label={t('showcase.common.nameEn')} />
          <TextField control={control} name="website" type="url" label={t('showcase.partner.website')} placeholder={t('showcase.brand.websitePlaceholder')} />
          <NumberField control={control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
          <SwitchField control={control} name="isShow" label={t('kit.column.show')} helper={t('showcase.common.showHelper')} />
          <FullRow>
            <UploadField control={control} name="logo" kind="image" label={t('showcase.partner.logo')} />
          </FullRow>
          <FullRow>
            <TextareaField control={control} name="introduction" label={t('showcase.partner.introduction')} rows={5} />
          </FullRow>
        </FormSection>
      )}
    </ResourceFormPage>
  );
}
