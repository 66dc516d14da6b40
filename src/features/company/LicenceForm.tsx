/**
 * The business licence (CompLicense GetByCompId, POST the first time, PUT after): every filing
 * goes to the organiser's audit, whose state and reject remark are shown above the form.
 */
import { Alert, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { compLicenseCreate, compLicenseUpdate, useCompLicenseGetByCompId } from '@gen/api/company/company';
import { CompanyAuditStatus, type CompLicense, type CompLicenseResult } from '@gen/api/model';
import { CompLicenseCreateBody } from '@gen/zod/company/company';
import { auditStatus, FormPage, FormSection, FullRow, StatusBadge, TextareaField, TextField, UploadField, useEntityForm } from '@/components/kit';
import { blankable, compact } from '@/components/form/accountFields';
import { useSession } from '@/lib/session/store';

const body = CompLicenseCreateBody.shape;
const licenceSchema = z.object({
  companyName: body.companyName,
  creditCode: body.creditCode,
  legalPerson: blankable(body.legalPerson),
  registeredCapital: blankable(body.registeredCapital),
  address: blankable(body.address),
  businessScope: blankable(body.businessScope),
  imageUrl: z.string().min(1).pipe(body.imageUrl),
});
type LicenceValues = z.input<typeof licenceSchema>;

function toLicenceValues(licence: CompLicense | null, companyName: string): LicenceValues {
  return {
    companyName: licence?.companyName ?? companyName,
    creditCode: licence?.creditCode ?? '',
    legalPerson: licence?.legalPerson ?? '',
    registeredCapital: licence?.registeredCapital ?? '',
    address: licence?.address ?? '',
    businessScope: licence?.businessScope ?? '',
    imageUrl: licence?.imageUrl ?? '',
  };
}

/** The audit state of the filed licence (none yet, pending, approved, rejected with the organiser's remark). */
export function LicenceStatus({ licence }: { licence: CompLicense | null }) {
  const { t } = useTranslation();
  const status = licence?.auditStatus;
  const tone = status === CompanyAuditStatus.Approved ? 'success' : status === CompanyAuditStatus.Rejected ? 'error' : status === CompanyAuditStatus.Pending ? 'warning' : 'info';
  let description: string;
  if (!licence) description = t('company.licence.noneHint');
  else if (status === CompanyAuditStatus.Pending) description = t('company.licence.pendingHint');
  else if (status === CompanyAuditStatus.Approved) description = t('company.licence.approvedHint');
  else description = licence.auditRemark ? t('company.licence.remark', { remark: licence.auditRemark }) : t('company.licence.rejectedHint');
  return (
    <Alert.Root status={tone} data-testid="licence-status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <HStack gap="2">
            <Text>{t('company.licence.auditStatus')}</Text>
            {licence ? <StatusBadge value={licence.auditStatus} map={auditStatus} /> : <Text as="span">{t('company.licence.none')}</Text>}
          </HStack>
        </Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function LicenceForm({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const companyName = useSession((s) => s.company?.name ?? '');
  const record = useCompLicenseGetByCompId({ compId });
  const current = record.data?.data ?? null;
  const form = useEntityForm({
    schema: licenceSchema,
    defaultValues: toLicenceValues(null, companyName),
    record,
    toValues: (r: CompLicenseResult) => toLicenceValues(r.data, companyName),
    save: (values) => {
      const filled = compact(values);
      if (!current) return compLicenseCreate({ ...filled, compId });
      // Dates the form does not edit are sent back as they were.
      const kept = compact({ establishDate: current.establishDate ?? '', validTo: current.validTo ?? '' });
      return compLicenseUpdate({ ...kept, ...filled, id: current.id, compId });
    },
    backTo: { to: '/exhibition{-$lang}/index/home' },
    onSaved: () => undefined,
    successMessage: 'company.licence.submitted',
  });
  const { control } = form;
  return (
    <FormPage form={form} submitLabel="company.licence.submit">
      <LicenceStatus licence={current} />
      <FormSection title="company.licence.title" description="company.licence.description" columns={2}>
        <TextField control={control} name="companyName" label={t('company.licence.companyName')} required />
        <TextField control={control} name="creditCode" label={t('company.licence.creditCode')} placeholder={t('company.licence.creditCodePlaceholder')} required />
        <TextField control={control} name="legalPerson" label={t('company.licence.legalPerson')} />
        <TextField control={control} name="registeredCapital" label={t('company.licence.registeredCapital')} />
        <FullRow>
          <TextField control={control} name="address" label={t('company.licence.address')} />
        </FullRow>
        <FullRow>
          <TextareaField control={control} name="businessScope" label={t('company.licence.businessScope')} />
        </FullRow>
        <FullRow>
          <UploadField control={control} name="imageUrl" kind="image" label={t('company.licence.image')} required />
        </FullRow>
      </FormSection>
    </FormPage>
  );
}
