/**
 * The company profile (PUT /api/Company/update), the first tab of companyInfo. Once the current
 * join's exhibition has opened (the rule of the join, catalogue and fascia forms) the profile is
 * locked: saving submits a change request (PUT /api/CompanyDown) that the organiser reviews, and
 * the latest request's state is shown above the form (CompanyDown/GetRecord).
 */
import { Alert } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { companyDownUpdate, getCompanyDownGetRecordQueryOptions } from '@gen/api/audit/audit';
import { companyGet, companyUpdateProfile, useBusinessTypeGetList, useCompanyGet, useNatureGetList } from '@gen/api/company/company';
import type { Company, CompanyResult, CompanyUpdateProfileBody } from '@gen/api/model';
import { useIndustryGetListAndChildren } from '@gen/api/reference-data/reference-data';
import { CompanyCreateBody } from '@gen/zod/company/company';
import { ensureAccepted, formatDate, FormPage, FormSection, FullRow, RichTextField, TextField, UploadField, useEntityForm } from '@/components/kit';
import { useExhibitorLang } from '@/components/navigation/useAreaPath';
import { blankable, compact } from '@/components/form/accountFields';
import { session, useSession } from '@/lib/session/store';
import { dictionaryOptions, industryOptions } from './options';
import { ReferenceSelectField, REFERENCE_LIST } from './ReferenceSelectField';
import { RegionField } from './RegionField';

const body = CompanyCreateBody.shape;
const profileSchema = z.object({
  name: body.name,
  nameEn: blankable(body.nameEn),
  shortName: blankable(body.shortName),
  logo: blankable(body.logo),
  natureId: blankable(body.natureId),
  businessTypeId: blankable(body.businessTypeId),
  industryId: blankable(body.industryId),
  province: blankable(body.province),
  city: blankable(body.city),
  county: blankable(body.county),
  address: blankable(body.address),
  website: blankable(body.website),
  tel: blankable(body.tel),
  phone: blankable(body.phone),
  email: blankable(body.email),
  contactName: blankable(body.contactName),
  contactPhone: blankable(body.contactPhone),
  introduction: blankable(body.introduction),
  introductionEn: blankable(body.introductionEn),
});
export type ProfileValues = z.input<typeof profileSchema>;

/** Plain-text fields: blank is sent as '' so clearing them sticks. Other blank fields (links, numbers, ids) are left out. */
const CLEARABLE = ['nameEn', 'shortName', 'province', 'city', 'county', 'address', 'contactName', 'introduction', 'introductionEn'] as const;

export function toProfileValues(company: Company | null | undefined): ProfileValues {
  const c = company ?? ({} as Partial<Company>);
  return {
    name: c.name ?? '',
    nameEn: c.nameEn ?? '',
    shortName: c.shortName ?? '',
    logo: c.logo ?? '',
    natureId: c.natureId ?? '',
    businessTypeId: c.businessTypeId ?? '',
    industryId: c.industryId ?? '',
    province: c.province ?? '',
    city: c.city ?? '',
    county: c.county ?? '',
    address: c.address ?? '',
    website: c.website ?? '',
    tel: c.tel ?? '',
    phone: c.phone ?? '',
    email: c.email ?? '',
    contactName: c.contactName ?? '',
    contactPhone: c.contactPhone ?? '',
    introduction: c.introduction ?? '',
    introductionEn: c.introductionEn ?? '',
  };
}

/** The update body: what was filled in, plus the plain-text fields the user emptied. */
export function toProfileBody(id: string, values: z.output<typeof profileSchema>): CompanyUpdateProfileBody {
  const cleared = Object.fromEntries(CLEARABLE.map((k) => [k, values[k] ?? '']));
  return { ...compact(values), ...cleared, id, name: values.name } as CompanyUpdateProfileBody;
}

/** Whether the current join's exhibition has opened: the profile then changes through the organiser's review. */
function useProfileLock() {
  const joinId = useSession((s) => s.join?.id);
  const startTime = useSession((s) => s.exhibition?.startTime);
  const locked = Boolean(joinId && startTime && dayjs().isAfter(startTime));
  const change = useQuery({ ...getCompanyDownGetRecordQueryOptions({ joinId: joinId ?? '' }), enabled: locked });
  return { locked, joinId: joinId ?? '', startTime, change };
}

/** The lock notice and the latest change request's state. */
function LockNotice({ lock }: { lock: ReturnType<typeof useProfileLock> }) {
  const { t } = useTranslation();
  const latest = lock.change.data?.data;
  const state = latest?.auditStatus === 0 ? 'pending' : latest?.auditStatus === 2 ? 'rejected' : latest?.auditStatus === 1 ? 'approved' : undefined;
  return (
    <Alert.Root status={state === 'rejected' ? 'warning' : 'info'} data-testid="company-change-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('company.change.locked', { date: formatDate(lock.startTime, 'YYYY-MM-DD') })}</Alert.Title>
        {state && (
          <Alert.Description>
            {t(`company.change.${state}`, { time: formatDate(latest?.createTime), remark: latest?.remark ?? '' })}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function CompanyProfileForm({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const en = useExhibitorLang() === 'En';
  const record = useCompanyGet({ id: compId });
  const lock = useProfileLock();
  // Reference lists: a failure is shown on its field with a retry, never by leaving the page.
  const natures = useNatureGetList(undefined, REFERENCE_LIST);
  const businessTypes = useBusinessTypeGetList(undefined, REFERENCE_LIST);
  const industries = useIndustryGetListAndChildren(undefined, REFERENCE_LIST);
  const form = useEntityForm({
    schema: profileSchema,
    defaultValues: toProfileValues(null),
    record,
    toValues: (r: CompanyResult) => toProfileValues(r.data),
    save: async (values) => {
      if (lock.locked) {
        // A change request: the pending one (if any) is edited in place, else a new one is made.
        const pending = lock.change.data?.data?.auditStatus === 0 ? lock.change.data.data.id : undefined;
        const result = ensureAccepted(
          await companyDownUpdate({ ...(pending ? { id: pending } : {}), joinId: lock.joinId, compId, afterContent: JSON.stringify(toProfileBody(compId, values)) }),
        );
        await lock.change.refetch();
        return result;
      }
      const result = ensureAccepted(await companyUpdateProfile(toProfileBody(compId, values)));
      // The header and the dashboard read the company from the session.
      const fresh = (await companyGet({ id: compId })).data;
      if (fresh) session.set({ company: fresh });
      return result;
    },
    backTo: { to: '/exhibition{-$lang}/index/home' },
    onSaved: () => undefined,
    successMessage: lock.locked ? 'company.change.submitted' : undefined,
  });
  const { control } = form;
  return (
    <FormPage form={form} submitLabel={lock.locked ? 'company.change.submit' : undefined}>
      {lock.locked && <LockNotice lock={lock} />}
      <FormSection title="company.profile.basic" columns={2}>
        <TextField control={control} name="name" label={t('company.fields.name')} required />
        <TextField control={control} name="nameEn" label={t('company.fields.nameEn')} />
        <TextField control={control} name="shortName" label={t('company.fields.shortName')} />
        <ReferenceSelectField control={control} name="natureId" label={t('company.fields.nature')} query={natures} options={(r) => dictionaryOptions(r.data, en)} />
        <ReferenceSelectField control={control} name="businessTypeId" label={t('company.fields.businessType')} query={businessTypes} options={(r) => dictionaryOptions(r.data, en)} />
        <ReferenceSelectField control={control} name="industryId" label={t('company.fields.industry')} query={industries} options={(r) => industryOptions(r.data, en)} />
        <FullRow>
          <UploadField control={control} name="logo" kind="image" label={t('company.fields.logo')} />
        </FullRow>
      </FormSection>
      <FormSection title="company.profile.contact" columns={2}>
        <FullRow>
          <RegionField control={control} province="province" city="city" county="county" label={t('company.fields.region')} />
        </FullRow>
        <FullRow>
          <TextField control={control} name="address" label={t('company.fields.address')} />
        </FullRow>
        <TextField control={control} name="website" type="url" label={t('company.fields.website')} placeholder="https://" />
        <TextField control={control} name="email" type="email" label={t('company.fields.email')} />
        <TextField control={control} name="tel" type="tel" label={t('company.fields.tel')} placeholder={t('company.fields.telPlaceholder')} />
        <TextField control={control} name="phone" type="tel" label={t('company.fields.phone')} />
        <TextField control={control} name="contactName" label={t('company.fields.contactName')} />
        <TextField control={control} name="contactPhone" type="tel" label={t('company.fields.contactPhone')} />
      </FormSection>
      <FormSection title="company.profile.introduction">
        <RichTextField control={control} name="introduction" label={t('company.fields.introduction')} />
        <RichTextField control={control} name="introductionEn" label={t('company.fields.introductionEn')} />
      </FormSection>
    </FormPage>
  );
}
