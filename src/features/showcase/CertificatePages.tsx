import { Text } from '@chakra-ui/react';
import type { Certificate } from '@gen/api/model';
import { CertificateCreateBody } from '@gen/zod/showcase/showcase';
import { useTranslation } from 'react-i18next';
import {
  blank, columnsOf, DateRangeField, endNotBeforeStart, formatDate, FormSection, FullRow, isoDate, NumberField, QuerySelectField, ResourceFormPage,
  ResourceListPage, SwitchField, TextareaField, TextField, UploadField,
} from '@/components/kit';
import { typeOptions, useCertificateTypes, useTypeName } from './certificateTypes';
import { certificate } from './resources';

/** The type's name in the area's language; the row's own display name until the dictionary is loaded. */
function TypeCell({ row }: { row: Certificate }) {
  const types = useCertificateTypes();
  const nameOf = useTypeName();
  const type = types.data?.data.find((x) => x.id === row.certificateTypeId);
  return <>{type ? nameOf(type) : (row.certificateTypeName ?? '')}</>;
}

function ValidityCell({ row }: { row: Certificate }) {
  const { t } = useTranslation();
  if (!row.issueDate && !row.expireDate) return null;
  const start = formatDate(row.issueDate, 'YYYY-MM-DD') || '—';
  const end = formatDate(row.expireDate, 'YYYY-MM-DD') || t('showcase.certificate.longTerm');
  return (
    <Text as="span" whiteSpace="nowrap">
      {t('showcase.certificate.validityRange', { start, end })}
    </Text>
  );
}

const c = columnsOf<Certificate>();
const columns = [
  c.image('image', 'kit.column.image'),
  c.text('name', 'showcase.certificate.name', { sortable: true }),
  c.text('nameEn', 'showcase.common.nameEn'),
  c.custom('type', 'showcase.certificate.type', (row) => <TypeCell row={row} />, { minWidth: '8rem' }),
  c.text('certificateNo', 'showcase.certificate.certificateNo'),
  c.text('issuer', 'showcase.certificate.issuer'),
  c.custom('validity', 'showcase.certificate.validity', (row) => <ValidityCell row={row} />, { sortable: 'expireDate' }),
  c.showSwitch(certificate.setShow!),
];

/** 资质证书 / Certificates and honours: search, shown filter, show switch, edit and delete. */
export function CertificateListPage() {
  return <ResourceListPage resource={certificate} columns={columns} showFilter searchPlaceholder="showcase.certificate.search" />;
}

const schema = endNotBeforeStart(
  CertificateCreateBody.omit({ id: true, compId: true }).extend({
    certificateTypeId: blank(CertificateCreateBody.shape.certificateTypeId),
    issueDate: isoDate(CertificateCreateBody.shape.issueDate),
    expireDate: isoDate(CertificateCreateBody.shape.expireDate),
    image: blank(CertificateCreateBody.shape.image),
  }),
  'issueDate',
  'expireDate',
  'showcase.certificate.expireBeforeIssue',
);

const defaults = {
  name: '', nameEn: '', certificateTypeId: '', certificateNo: '', issuer: '', issueDate: '', expireDate: '', image: '', introduction: '', isShow: true, showIndex: 0,
};

/** 添加证书 / 编辑证书: the type comes from the certificate type dictionary. */
export function CertificateFormPage() {
  const { t } = useTranslation();
  const types = useCertificateTypes();
  const nameOf = useTypeName();
  return (
    <ResourceFormPage resource={certificate} schema={schema} defaultValues={defaults}>
      {({ control }) => (
        <FormSection title="showcase.common.basic" columns={2}>
          <TextField control={control} name="name" label={t('showcase.certificate.name')} required />
          <TextField control={control} name="nameEn" label={t('showcase.common.nameEn')} />
          <QuerySelectField control={control} name="certificateTypeId" label={t('showcase.certificate.type')} query={types} options={(result) => typeOptions(result, nameOf)} />
          <TextField control={control} name="certificateNo" label={t('showcase.certificate.certificateNo')} />
          <TextField control={control} name="issuer" label={t('showcase.certificate.issuer')} />
          <NumberField control={control} name="showIndex" label={t('kit.column.sort')} helper={t('showcase.common.sortHelper')} />
          <FullRow>
            <DateRangeField control={control} startName="issueDate" endName="expireDate" label={t('showcase.certificate.validity')} helper={t('showcase.certificate.validityHelper')} />
          </FullRow>
          <SwitchField control={control} name="isShow" label={t('kit.column.show')} helper={t('showcase.common.showHelper')} />
          <FullRow>
            <UploadField control={control} name="image" kind="image" label={t('showcase.certificate.image')} required />
          </FullRow>
          <FullRow>
            <TextareaField control={control} name="introduction" label={t('showcase.certificate.introduction')} rows={4} />
          </FullRow>
        </FormSection>
      )}
    </ResourceFormPage>
  );
}
