/** Invoicing details (CompInvoice GetByCompId, POST the first time, PUT after), the third tab of companyInfo. */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { compInvoiceCreate, compInvoiceUpdate, useCompInvoiceGetByCompId } from '@gen/api/company/company';
import { CompInvoiceType, type CompInvoice, type CompInvoiceResult } from '@gen/api/model';
import { CompInvoiceCreateBody } from '@gen/zod/company/company';
import { FormPage, FormSection, FullRow, SelectField, TextField, useEntityForm } from '@/components/kit';
import { blankable, compact } from '@/components/form/accountFields';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session/store';

const body = CompInvoiceCreateBody.shape;
/** A special VAT invoice prints these, so they are required for it. */
const SPECIAL_REQUIRED = ['address', 'tel', 'bankName', 'bankAccount'] as const;

const invoiceSchema = z
  .object({
    invoiceType: z
      .string()
      .min(1)
      .pipe(z.enum(['0', '1']))
      .transform((v) => Number(v) as CompInvoiceType),
    title: body.title,
    taxNo: body.taxNo,
    address: blankable(body.address),
    tel: blankable(body.tel),
    bankName: blankable(body.bankName),
    bankAccount: blankable(body.bankAccount),
    receiverName: blankable(body.receiverName),
    receiverPhone: blankable(body.receiverPhone),
    receiverAddress: blankable(body.receiverAddress),
    receiverEmail: blankable(body.receiverEmail),
  })
  .superRefine((v, ctx) => {
    if (v.invoiceType !== CompInvoiceType.Special) return;
    for (const key of SPECIAL_REQUIRED) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: i18n.t('company.invoice.specialRequired') });
    }
  });
type InvoiceValues = z.input<typeof invoiceSchema>;

function toInvoiceValues(invoice: CompInvoice | null, companyName: string): InvoiceValues {
  return {
    invoiceType: String(invoice?.invoiceType ?? CompInvoiceType.Ordinary),
    title: invoice?.title ?? companyName,
    taxNo: invoice?.taxNo ?? '',
    address: invoice?.address ?? '',
    tel: invoice?.tel ?? '',
    bankName: invoice?.bankName ?? '',
    bankAccount: invoice?.bankAccount ?? '',
    receiverName: invoice?.receiverName ?? '',
    receiverPhone: invoice?.receiverPhone ?? '',
    receiverAddress: invoice?.receiverAddress ?? '',
    receiverEmail: invoice?.receiverEmail ?? '',
  };
}

export function InvoiceForm({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const companyName = useSession((s) => s.company?.name ?? '');
  const record = useCompInvoiceGetByCompId({ compId });
  const current = record.data?.data ?? null;
  const form = useEntityForm({
    schema: invoiceSchema,
    defaultValues: toInvoiceValues(null, companyName),
    record,
    toValues: (r: CompInvoiceResult) => toInvoiceValues(r.data, companyName),
    save: (values) => {
      const filled = { ...compact(values), invoiceType: values.invoiceType };
      return current ? compInvoiceUpdate({ ...filled, id: current.id, compId }) : compInvoiceCreate({ ...filled, compId });
    },
    backTo: { to: '/exhibition{-$lang}/index/home' },
    onSaved: () => undefined,
  });
  const { control } = form;
  const types = [
    { value: String(CompInvoiceType.Ordinary), label: t('company.invoice.types.0') },
    { value: String(CompInvoiceType.Special), label: t('company.invoice.types.1') },
  ];
  return (
    <FormPage form={form}>
      <FormSection title="company.invoice.title" description="company.invoice.description" columns={2}>
        <SelectField control={control} name="invoiceType" label={t('company.invoice.type')} options={types} placeholder={t('kit.form.choose')} required />
        <TextField control={control} name="title" label={t('company.invoice.invoiceTitle')} required />
        <TextField control={control} name="taxNo" label={t('company.invoice.taxNo')} placeholder={t('company.invoice.taxNoPlaceholder')} required />
        <TextField control={control} name="tel" type="tel" label={t('company.invoice.tel')} />
        <FullRow>
          <TextField control={control} name="address" label={t('company.invoice.address')} />
        </FullRow>
        <TextField control={control} name="bankName" label={t('company.invoice.bankName')} />
        <TextField control={control} name="bankAccount" label={t('company.invoice.bankAccount')} />
      </FormSection>
      <FormSection title="company.invoice.receiver" columns={2}>
        <TextField control={control} name="receiverName" label={t('company.invoice.receiverName')} />
        <TextField control={control} name="receiverPhone" type="tel" label={t('company.invoice.receiverPhone')} />
        <TextField control={control} name="receiverEmail" type="email" label={t('company.invoice.receiverEmail')} />
        <TextField control={control} name="receiverAddress" label={t('company.invoice.receiverAddress')} />
      </FormSection>
    </FormPage>
  );
}
