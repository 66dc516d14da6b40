import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { certificateCreate, certificateUpdate, useCertificateGet } from '@gen/api/showcase/showcase';
import type { CertificateResult } from '@gen/api/model';
import { CertificateCreateBody } from '@gen/zod/showcase/showcase';
import {
  DateRangeField, FormPage, FormSection, FullRow, NumberField, QuerySelectField, SwitchField, TextareaField, TextField, UploadField,
  useEntityForm, useExhibitorPath,
} from '@/components/kit';
import { typeOptions, useCertificateTypes, useTypeName } from './certificateTypes';
import { blank, endNotBeforeStart, isoDate, text } from './forms';
import { MissingRecord, WithCompany } from './parts';

const schema = endNotBeforeStart(
  CertificateCreateBody.pick({ name: true, nameEn: true, certificateNo: true, issuer: true, introduction: true, isShow: true, showIndex: true }).extend({
    certificateTypeId: blank(CertificateCreateBody.shape.certificateTypeId),
    issueDate: isoDate(CertificateCreateBody.shape.issueDate),
    expireDate: isoDate(CertificateCreateBody.shape.expireDate),
    image: blank(CertificateCreateBody.shape.image),
  }),
  'issueDate',
  'expireDate',
  'showcase.certificate.expireBeforeIssue',
);

const LIST = '/index/certificate/allCertificate';

function CertificateForm({ id, compId }: { id?: string; compId: string }) {
  const { t } = useTranslation();
  const to = useExhibitorPath();
  const types = useCertificateTypes();
  const nameOf = useTypeName();
  const record = useCertificateGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema,
    defaultValues: {
      name: '', nameEn: '', certificateTypeId: '', certificateNo: '', issuer: '', issueDate: '', expireDate: '', image: '', introduction: '',
      isShow: true, showIndex: 0,
    },
    record: id ? record : undefined,
    toValues: ({ data }: CertificateResult) => ({
      name: data.name,
      nameEn: text(data.nameEn),
      certificateTypeId: text(data.certificateTypeId),
      certificateNo: text(data.certificateNo),
      issuer: text(data.issuer),
      issueDate: text(data.issueDate),
      expireDate: text(data.expireDate),
      image: text(data.image),
      introduction: text(data.introduction),
      isShow: data.isShow,
      showIndex: data.showIndex,
    }),
    save: (v) => (id ? certificateUpdate({ ...v, id, compId }) : certificateCreate({ ...v, compId })),
    backTo: to(LIST),
  });
  const title = form.isEdit ? 'nav.exhibitor.certificate.editCertificate' : 'nav.exhibitor.certificate.addCertificate';
  return (
    <FormPage form={form} title={title} breadcrumbs={[{ label: 'nav.exhibitor.certificate.allCertificate', href: to(LIST) }, { label: title }]}>
      <FormSection title="showcase.common.basic" columns={2}>
        <TextField control={form.control} name="name" label={t('showcase.certificate.name')} required />
        <TextField control={form.control} name="nameEn" label={t('showcase.common.nameEn')} />
        <QuerySelectField
          control={form.control}
          name="certificateTypeId"
          label={t('showcase.certificate.type')}
          query={types}
          options={(result) => typeOptions(result, nameOf)}
        />
        <TextField control={form.control} name="certificateNo" label={t('showcase.certificate.certificateNo')} />
        <TextField control={form.control} name="issuer" label={t('showcase.certificate.issuer')} />
        <NumberField control={form.control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
        <FullRow>
          <DateRangeField
            control={form.control}
            startName="issueDate"
            endName="expireDate"
            label={t('showcase.certificate.validity')}
            helper={t('showcase.certificate.validityHelper')}
          />
        </FullRow>
        <SwitchField control={form.control} name="isShow" label={t('kit.column.show')} helper={t('showcase.common.showHelper')} />
        <FullRow>
          <UploadField control={form.control} name="image" kind="image" label={t('showcase.certificate.image')} required />
        </FullRow>
        <FullRow>
          <TextareaField control={form.control} name="introduction" label={t('showcase.certificate.introduction')} rows={4} />
        </FullRow>
      </FormSection>
    </FormPage>
  );
}

/** 添加证书 / Add certificate. */
export function CertificateCreatePage() {
  return <WithCompany title="nav.exhibitor.certificate.addCertificate">{(compId) => <CertificateForm compId={compId} />}</WithCompany>;
}

const editRoute = getRouteApi('/exhibition{-$lang}/index/certificate/editCertificate');

/** 编辑证书 / Edit certificate (`?id=`). */
export function CertificateEditPage() {
  const { id } = editRoute.useSearch();
  const to = useExhibitorPath();
  if (!id) return <MissingRecord title="nav.exhibitor.certificate.editCertificate" listHref={to(LIST)} />;
  return (
    <WithCompany title="nav.exhibitor.certificate.editCertificate">{(compId) => <CertificateForm key={id} id={id} compId={compId} />}</WithCompany>
  );
}
