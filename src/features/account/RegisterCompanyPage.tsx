import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { companyCreate, companyGet, companyUpdate, useBusinessTypeGetList, useNatureGetList } from '@gen/api/company/company';
import { getCityGetByParentIdQueryOptions } from '@gen/api/reference-data/reference-data';
import type { City, Company } from '@gen/api/model';
import { CompanyCreateBody } from '@gen/zod/company/company';
import { SelectField, type SelectOption } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { TextField } from '@/components/form/TextField';
import { notify } from '@/lib/notify';
import { session, useSession } from '@/lib/session/store';
import { reportFailure } from './feedback';
import { blankable, compact } from '@/components/form/accountFields';
import { OnboardingCard, type AreaLang } from './OnboardingCard';

const body = CompanyCreateBody.shape;
const companySchema = CompanyCreateBody.pick({ name: true }).extend({
  nameEn: blankable(body.nameEn),
  shortName: blankable(body.shortName),
  natureId: blankable(body.natureId),
  businessTypeId: blankable(body.businessTypeId),
  province: blankable(body.province),
  city: blankable(body.city),
  county: blankable(body.county),
  address: blankable(body.address),
  phone: blankable(body.phone),
  email: blankable(body.email),
  contactName: blankable(body.contactName),
  introduction: blankable(body.introduction),
});
type CompanyValues = z.infer<typeof companySchema>;

/** The form, filled from the company the user already has (coming back to this step edits it). */
function initialValues(company: Company | null, fallbackContact: string): CompanyValues {
  return {
    name: company?.name ?? '',
    nameEn: company?.nameEn ?? '',
    shortName: company?.shortName ?? '',
    natureId: company?.natureId ?? '',
    businessTypeId: company?.businessTypeId ?? '',
    province: company?.province ?? '',
    city: company?.city ?? '',
    county: company?.county ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    email: company?.email ?? '',
    contactName: company?.contactName ?? fallbackContact,
    introduction: company?.introduction ?? '',
  };
}

interface Named {
  id: string;
  name: string;
  nameEn?: string;
  showIndex: number;
  isShow?: boolean;
}

function toOptions(rows: Named[] | undefined, lang: AreaLang): SelectOption[] {
  return (rows ?? [])
    .filter((r) => r.isShow !== false)
    .sort((a, b) => a.showIndex - b.showIndex)
    .map((r) => ({ value: r.id, label: lang === 'En' ? r.nameEn || r.name : r.name }));
}

/** The top of the city tree (provinces) in city/GetByParentId. */
const ROOT_CITY = '00000000-0000-0000-0000-000000000000';
/** A failed list is said beside its select, not by leaving the page. */
const OWN_ERRORS = { request: { ownErrors: true } } as const;

/** Names as choices (the API stores the Chinese name); a stored name the list lacks is kept as it is. */
function placeOptions(rows: City[] | undefined, current: string | undefined, lang: AreaLang): SelectOption[] {
  const options = [...(rows ?? [])]
    .sort((a, b) => (a.showIndex ?? 0) - (b.showIndex ?? 0))
    .map((r) => ({ value: r.name, label: lang === 'En' ? r.nameEn || r.name : r.name }));
  return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;
}

/**
 * Province and city from the platform's city tree: the provinces first, a province's cities loaded
 * when it is chosen (city/GetByParentId); choosing another province clears the city.
 */
function ProvinceCity({ form, lang }: { form: UseFormReturn<CompanyValues>; lang: AreaLang }) {
  const { t } = useTranslation();
  const [province, city] = useWatch({ control: form.control, name: ['province', 'city'] });
  const provinces = useQuery(getCityGetByParentIdQueryOptions({ parentId: ROOT_CITY }, OWN_ERRORS));
  const provinceId = provinces.data?.data.find((p) => p.name === province)?.id;
  const cities = useQuery({ ...getCityGetByParentIdQueryOptions({ parentId: provinceId ?? ROOT_CITY }, OWN_ERRORS), enabled: Boolean(provinceId) });
  const { setValue, watch } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'province') setValue('city', '', { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);
  const failed = t('account.company.optionsFailed');
  return (
    <>
      <SelectField
        control={form.control}
        name="province"
        label={t('account.company.province')}
        placeholder={t('account.company.choose')}
        options={placeOptions(provinces.data?.data, province, lang)}
        loading={provinces.isPending}
        helper={provinces.isError ? failed : undefined}
      />
      <SelectField
        control={form.control}
        name="city"
        label={t('account.company.city')}
        placeholder={t(province ? 'account.company.choose' : 'account.company.provinceFirst')}
        options={placeOptions(cities.data?.data, city, lang)}
        loading={Boolean(provinceId) && cities.isPending}
        disabled={!province}
        helper={cities.isError ? failed : undefined}
      />
    </>
  );
}

/** Company profile, the second sign-up step (POST /api/company), then on to joining an exhibition. */
export function RegisterCompanyPage({ lang }: { lang: AreaLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const existing = useSession((s) => s.company);
  const natures = useNatureGetList();
  const businessTypes = useBusinessTypeGetList();
  const form = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: initialValues(existing, user?.realName ?? ''),
    mode: 'onTouched',
  });

  const save = useMutation({
    mutationFn: async (values: CompanyValues) => {
      const fields = compact(values);
      const id = existing?.id ?? (await companyCreate({ ...fields, userId: user?.id })).data;
      if (existing) await companyUpdate({ ...fields, id, userId: existing.userId ?? user?.id });
      session.set({ company: (await companyGet({ id })).data });
    },
    onSuccess: () => {
      notify.success(t('account.company.saved'));
      void navigate({ to: '/exhibition{-$lang}/contact-exhibition', params: { lang } });
    },
    onError: reportFailure,
  });

  const optionsFailed = t('account.company.optionsFailed');
  return (
    <OnboardingCard page="register-company" lang={lang} title={t('account.company.title')} subtitle={t('account.company.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="4">
          <TextField control={form.control} name="name" label={t('account.company.name')} placeholder={t('account.company.namePlaceholder')} autoComplete="organization" required />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField control={form.control} name="nameEn" label={t('account.company.nameEn')} placeholder={t('account.company.nameEnPlaceholder')} />
            <TextField control={form.control} name="shortName" label={t('account.company.shortName')} />
            <SelectField
              control={form.control}
              name="natureId"
              label={t('account.company.nature')}
              placeholder={t('account.company.choose')}
              options={toOptions(natures.data?.data, lang)}
              loading={natures.isPending}
              helper={natures.isError ? optionsFailed : undefined}
            />
            <SelectField
              control={form.control}
              name="businessTypeId"
              label={t('account.company.businessType')}
              placeholder={t('account.company.choose')}
              options={toOptions(businessTypes.data?.data, lang)}
              loading={businessTypes.isPending}
              helper={businessTypes.isError ? optionsFailed : undefined}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <ProvinceCity form={form} lang={lang} />
            <TextField control={form.control} name="county" label={t('account.company.county')} autoComplete="address-level3" />
          </SimpleGrid>
          <TextField control={form.control} name="address" label={t('account.company.address')} placeholder={t('account.company.addressPlaceholder')} autoComplete="street-address" />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField control={form.control} name="contactName" label={t('account.company.contactName')} autoComplete="name" />
            <TextField control={form.control} name="phone" type="tel" label={t('account.company.phone')} autoComplete="tel" />
            <TextField control={form.control} name="email" type="email" label={t('account.company.email')} autoComplete="email" />
          </SimpleGrid>
          <TextareaField control={form.control} name="introduction" label={t('account.company.introduction')} placeholder={t('account.company.introductionPlaceholder')} />
          <Button type="submit" loading={save.isPending} loadingText={t('account.company.submitting')} disabled={save.isPending}>
            {t('account.company.submit')}
          </Button>
        </Stack>
      </form>
    </OnboardingCard>
  );
}
