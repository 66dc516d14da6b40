import type { Brand } from '@gen/api/model';
import { BrandCreateBody } from '@gen/zod/showcase/showcase';
import { useTranslation } from 'react-i18next';
import {
  blank, columnsOf, FormSection, FullRow, NumberField, ResourceFormPage, ResourceListPage, RichTextField, SwitchField, TextField, UploadField,
} from '@/components/kit';
import { brand } from './resources';

const c = columnsOf<Brand>();
const columns = [
  c.image('logo', 'kit.column.image'),
  c.text('name', 'showcase.brand.name', { sortable: true }),
  c.text('nameEn', 'showcase.common.nameEn'),
  c.text('slogan', 'showcase.brand.slogan'),
  c.text('showIndex', 'kit.column.sort', { sortable: true, minWidth: '5rem' }),
  c.showSwitch(brand.setShow!),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
];

/** 品牌管理 / Brands: search, shown filter, show switch, edit and delete (one by one or selected). */
export function BrandListPage() {
  return <ResourceListPage resource={brand} columns={columns} showFilter searchPlaceholder="showcase.brand.search" />;
}

const schema = BrandCreateBody.omit({ id: true, compId: true }).extend({
  logo: blank(BrandCreateBody.shape.logo),
  website: blank(BrandCreateBody.shape.website),
});

const defaults = { name: '', nameEn: '', slogan: '', origin: '', trademarkNo: '', website: '', logo: '', introduction: '', introductionEn: '', isShow: true, showIndex: 0 };

/** 添加品牌 / 编辑品牌: one form for both pages. */
export function BrandFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage resource={brand} schema={schema} defaultValues={defaults}>
      {({ control }) => (
        <>
          <FormSection title="showcase.common.basic" columns={2}>
            <TextField control={control} name="name" label={t('showcase.brand.name')} required />
            <TextField control={control} name="nameEn" label={t('showcase.common.nameEn')} />
            <TextField control={control} name="slogan" label={t('showcase.brand.slogan')} />
            <TextField control={control} name="origin" label={t('showcase.brand.origin')} />
            <TextField control={control} name="trademarkNo" label={t('showcase.brand.trademarkNo')} />
            <TextField control={control} name="website" type="url" label={t('showcase.brand.website')} placeholder={t('showcase.brand.websitePlaceholder')} />
            <NumberField control={control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
            <SwitchField control={control} name="isShow" label={t('kit.column.show')} helper={t('showcase.common.showHelper')} />
            <FullRow>
              <UploadField control={control} name="logo" kind="image" label={t('showcase.brand.logo')} />
            </FullRow>
          </FormSection>
          <FormSection title="showcase.common.details">
            <RichTextField control={control} name="introduction" label={t('showcase.brand.introduction')} />
            <RichTextField control={control} name="introductionEn" label={t('showcase.brand.introductionEn')} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}
