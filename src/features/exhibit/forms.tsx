/**
 * The three join-level forms with change requests: catalogue entry, fascia board (lintel) and
 * invoice, each declared once for the pages of changeRequests.tsx.
 */
import {
  getCatalogueDownGetRecordQueryOptions, getInvoiceDownGetRecordQueryOptions, getLintelDownGetRecordQueryOptions,
  catalogueDownUpdate, invoiceDownUpdate, lintelDownUpdate,
} from '@gen/api/audit/audit';
import {
  catalogueCreate, catalogueUpdate, getCatalogueGetQueryOptions, getCatalogueTypeGetListQueryOptions, getInvoiceGetByCompIdQueryOptions,
  getLintelGetQueryOptions, invoiceCreate, invoiceUpdate, lintelCreate, lintelUpdate,
} from '@gen/api/catalogue/catalogue';
import type { CatalogueResult, InvoiceListResult, LintelResult } from '@gen/api/model';
import { CatalogueCreateBody, InvoiceCreateBody, LintelCreateBody } from '@gen/zod/catalogue/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { blank, FormSection, FullRow, QuerySelectField, SelectField, TextareaField, TextField } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { RawValue, type ChangeKind } from './changeRequests';

const exinfo = (page: string) => `/exhibition{-$lang}/index/exinfo/${page}`;

// ------------------------------------------------------------------ catalogue
const catalogueFields = CatalogueCreateBody.def.left.shape;
const catalogueSchema = CatalogueCreateBody.def.left.omit({ joinId: true }).extend({
  phone: blank(catalogueFields.phone),
  email: blank(catalogueFields.email),
  website: blank(catalogueFields.website),
  boothNo: blank(catalogueFields.boothNo),
  catalogueTypeId: blank(catalogueFields.catalogueTypeId),
});

function CatalogueFields({ control }: { control: never }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const types = useQuery(getCatalogueTypeGetListQueryOptions());
  return (
    <>
      <FormSection title="exhibit.section.basic" columns={2}>
        <TextField control={control} name="compNameZh" label={t('exhibit.catalogue.compNameZh')} required />
        <TextField control={control} name="compNameEn" label={t('exhibit.catalogue.compNameEn')} />
        <TextField control={control} name="boothNo" label={t('exhibit.catalogue.boothNo')} />
        <QuerySelectField
          control={control}
          name="catalogueTypeId"
          label={t('exhibit.catalogue.catalogueTypeId')}
          query={types}
          options={(r) => r.data.map((type) => ({ value: type.id, label: localName(type.name, type.nameEn) }))}
        />
      </FormSection>
      <FormSection title="exhibit.section.contact" columns={2}>
        <TextField control={control} name="contact" label={t('exhibit.catalogue.contact')} />
        <TextField control={control} name="phone" type="tel" label={t('exhibit.catalogue.phone')} />
        <TextField control={control} name="email" type="email" label={t('exhibit.catalogue.email')} />
        <TextField control={control} name="website" type="url" label={t('exhibit.catalogue.website')} />
        <FullRow>
          <TextField control={control} name="address" label={t('exhibit.catalogue.address')} />
        </FullRow>
      </FormSection>
      <FormSection title="exhibit.section.intro">
        <TextareaField control={control} name="introductionZh" label={t('exhibit.catalogue.introductionZh')} rows={5} />
        <TextareaField control={control} name="introductionEn" label={t('exhibit.catalogue.introductionEn')} rows={5} />
      </FormSection>
    </>
  );
}

/** The catalogue type's name instead of its id in the change's diff. */
function CatalogueValue({ field, value }: { field: string; value: unknown }) {
  const localName = useLocalName();
  const types = useQuery({ ...getCatalogueTypeGetListQueryOptions(), enabled: field === 'catalogueTypeId' });
  const type = field === 'catalogueTypeId' ? types.data?.data.find((x) => x.id === value) : undefined;
  return type ? localName(type.name, type.nameEn) : <RawValue value={value} />;
}

export const catalogueForm: ChangeKind<typeof catalogueSchema> = {
  paths: { form: exinfo('catalogue'), history: exinfo('catalogue-alter'), edit: exinfo('catalogue-alter-edit') },
  titles: { form: 'nav.exhibitor.exinfo.catalogue', history: 'nav.exhibitor.exinfo.catalogue-alter', edit: 'nav.exhibitor.exinfo.catalogue-alter-edit' },
  labels: {
    compNameZh: 'exhibit.catalogue.compNameZh', compNameEn: 'exhibit.catalogue.compNameEn', boothNo: 'exhibit.catalogue.boothNo',
    catalogueTypeId: 'exhibit.catalogue.catalogueTypeId', contact: 'exhibit.catalogue.contact', phone: 'exhibit.catalogue.phone',
    email: 'exhibit.catalogue.email', website: 'exhibit.catalogue.website', address: 'exhibit.catalogue.address',
    introductionZh: 'exhibit.catalogue.introductionZh', introductionEn: 'exhibit.catalogue.introductionEn',
  },
  Value: CatalogueValue,
  schema: catalogueSchema,
  defaults: { compNameZh: '', compNameEn: '', boothNo: '', catalogueTypeId: '', contact: '', phone: '', email: '', website: '', address: '', introductionZh: '', introductionEn: '' },
  current: ({ joinId }) => getCatalogueGetQueryOptions({ joinId }),
  pick: (answer: CatalogueResult) => answer.data,
  record: (joinId) => getCatalogueDownGetRecordQueryOptions({ joinId }),
  create: (values, { joinId, compId }) => catalogueCreate({ ...values, joinId, compId }),
  update: (id, values, { joinId, compId }) => catalogueUpdate({ ...values, id, joinId, compId }),
  submitChange: (body) => catalogueDownUpdate(body),
  // The catalogue is printed for the opening: submissions close when the exhibition opens.
  deadline: (exhibition) => exhibition.startTime,
  Fields: CatalogueFields as ChangeKind<typeof catalogueSchema>['Fields'],
};

// ------------------------------------------------------------------ fascia board (lintel)
const lintelFields = LintelCreateBody.def.left.shape;
const lintelSchema = LintelCreateBody.def.left.omit({ joinId: true }).extend({ boothNo: blank(lintelFields.boothNo) });

function FasciaFields({ control }: { control: never }) {
  const { t } = useTranslation();
  return (
    <FormSection title="exhibit.section.basic" columns={2}>
      <TextField control={control} name="nameZh" label={t('exhibit.fascia.nameZh')} required />
      <TextField control={control} name="nameEn" label={t('exhibit.fascia.nameEn')} />
      <TextField control={control} name="boothNo" label={t('exhibit.fascia.boothNo')} />
    </FormSection>
  );
}

export const fasciaForm: ChangeKind<typeof lintelSchema> = {
  paths: { form: exinfo('fascia-board'), history: exinfo('fascia-alter'), edit: exinfo('fascia-alter-edit') },
  titles: { form: 'nav.exhibitor.exinfo.fascia-board', history: 'nav.exhibitor.exinfo.fascia-alter', edit: 'nav.exhibitor.exinfo.fascia-alter-edit' },
  labels: { nameZh: 'exhibit.fascia.nameZh', nameEn: 'exhibit.fascia.nameEn', boothNo: 'exhibit.fascia.boothNo' },
  schema: lintelSchema,
  defaults: { nameZh: '', nameEn: '', boothNo: '' },
  current: ({ joinId }) => getLintelGetQueryOptions({ joinId }),
  pick: (answer: LintelResult) => answer.data,
  record: (joinId) => getLintelDownGetRecordQueryOptions({ joinId }),
  create: (values, { joinId, compId }) => lintelCreate({ ...values, joinId, compId }),
  update: (id, values, { joinId, compId }) => lintelUpdate({ ...values, id, joinId, compId }),
  submitChange: (body) => lintelDownUpdate(body),
  // Fascia boards are made before the build-up: submissions close when the exhibition opens.
  deadline: (exhibition) => exhibition.startTime,
  Fields: FasciaFields as ChangeKind<typeof lintelSchema>['Fields'],
};

// ------------------------------------------------------------------ invoice
const invoiceFields = InvoiceCreateBody.def.left.shape;
const SPECIAL_REQUIRED = ['bank', 'account', 'address', 'phone'] as const;
const invoiceSchema = InvoiceCreateBody.def.left
  .omit({ joinId: true })
  .extend({
    invoiceType: z
      .union([z.string(), z.number()])
      .transform((v) => (v === '' ? undefined : Number(v)))
      .pipe(invoiceFields.invoiceType),
    account: blank(invoiceFields.account),
    phone: blank(invoiceFields.phone),
    email: blank(invoiceFields.email),
  })
  .superRefine((values, ctx) => {
    // A special VAT invoice needs the bank, account, address and phone (contract: ExhibitionInvoiceType).
    if (values.invoiceType !== 1) return;
    for (const field of SPECIAL_REQUIRED) {
      if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: i18n.t('exhibit.invoice.specialRequired') });
    }
  });

function InvoiceFields({ control }: { control: never }) {
  const { t } = useTranslation();
  return (
    <FormSection title="exhibit.section.billing" columns={2}>
      <TextField control={control} name="title" label={t('exhibit.invoice.title')} required />
      <TextField control={control} name="taxNumber" label={t('exhibit.invoice.taxNumber')} required />
      <SelectField
        control={control}
        name="invoiceType"
        label={t('exhibit.invoice.invoiceType')}
        required
        options={[
          { value: '0', label: t('exhibit.invoice.ordinary') },
          { value: '1', label: t('exhibit.invoice.special') },
        ]}
      />
      <TextField control={control} name="email" type="email" label={t('exhibit.invoice.email')} />
      <TextField control={control} name="bank" label={t('exhibit.invoice.bank')} />
      <TextField control={control} name="account" label={t('exhibit.invoice.account')} />
      <TextField control={control} name="address" label={t('exhibit.invoice.address')} />
      <TextField control={control} name="phone" type="tel" label={t('exhibit.invoice.phone')} />
    </FormSection>
  );
}

/** The invoice type's name instead of 0/1 in the change's diff. */
function InvoiceValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  if (field !== 'invoiceType' || value === undefined || value === null) return <RawValue value={value} />;
  return t(Number(value) === 1 ? 'exhibit.invoice.special' : 'exhibit.invoice.ordinary');
}

export const invoiceForm: ChangeKind<typeof invoiceSchema> = {
  paths: { form: exinfo('invoice'), history: exinfo('invoice-alter'), edit: exinfo('invoice-alter-edit') },
  titles: { form: 'nav.exhibitor.exinfo.invoice', history: 'nav.exhibitor.exinfo.invoice-alter', edit: 'nav.exhibitor.exinfo.invoice-alter-edit' },
  labels: {
    title: 'exhibit.invoice.title', taxNumber: 'exhibit.invoice.taxNumber', invoiceType: 'exhibit.invoice.invoiceType', email: 'exhibit.invoice.email',
    bank: 'exhibit.invoice.bank', account: 'exhibit.invoice.account', address: 'exhibit.invoice.address', phone: 'exhibit.invoice.phone',
  },
  Value: InvoiceValue,
  schema: invoiceSchema,
  defaults: { title: '', taxNumber: '', invoiceType: '0', email: '', bank: '', account: '', address: '', phone: '' },
  // The company's invoices of all its exhibitions: the one of this join.
  current: ({ compId }) => getInvoiceGetByCompIdQueryOptions({ compId }),
  pick: (answer: InvoiceListResult, { joinId }) => answer.data.find((invoice) => invoice.joinId === joinId) ?? null,
  record: (joinId) => getInvoiceDownGetRecordQueryOptions({ joinId }),
  create: (values, { joinId, compId }) => invoiceCreate({ ...values, joinId, compId }),
  update: (id, values, { joinId, compId }) => invoiceUpdate({ ...values, id, joinId, compId }),
  submitChange: (body) => invoiceDownUpdate(body),
  // Invoices are issued after the show: changes are accepted until it closes.
  deadline: (exhibition) => exhibition.endTime,
  Fields: InvoiceFields as ChangeKind<typeof invoiceSchema>['Fields'],
};
