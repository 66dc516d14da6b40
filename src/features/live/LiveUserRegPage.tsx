/**
 * /live-user-reg (000 §2 "Live area", 001 §3 "Live viewer"): the live viewer registration form.
 * The reg-form banners on top; a visitor who is not signed in signs in by SMS code first (the
 * viewer calls belong to a user); then name, phone, gender, company, department → job,
 * country → province → city → county and address, prefilled from LiveLiveViewerGet (or the
 * account), saved with LiveLiveViewerCreateOrUpdate; afterwards on to `redirect`, else to
 * /live-auth of the same activity.
 */
import { Alert, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  useBannerAllQuery,
  useDepartmentAllQuery,
  useDepartmentJobListQuery,
  useLiveLiveViewerCreateOrUpdateMutation,
  useLiveLiveViewerGetQuery,
  type LiveLiveViewerGetQuery,
} from '@gen/graphql/hooks';
import { accountSendLoginSmsBodyPhoneNumberRegExp } from '@gen/zod/account/account';
import { QueryState } from '@/components/feedback/QueryState';
import { FormSection } from '@/components/form/FormSection';
import { SelectField, type SelectOption } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { usePlaceName } from '@/lib/i18n/placeNames';
import { notify } from '@/lib/notify';
import { session, useSession } from '@/lib/session/store';
import { ActivityTitle, WithActivity } from './LiveEvent';
import { LiveShell } from './LiveShell';
import { LiveSignIn, SignedInAs } from './LiveSignIn';
import { CHINA, isChina, namesWith, useRegions } from './regions';
import { failureMessage } from '@/components/feedback/outcome';
import { REG_FORM, useLocalName } from './shared';
import { Thumbnail } from '@/components/kit';

type Viewer = NonNullable<LiveLiveViewerGetQuery['liveLiveViewer']['get']>;

const optional = (max: number) => z.string().trim().max(max);

/** The form's rules (001 gives none): name and company required, an 11-digit mainland mobile. */
export const viewerSchema = z.object({
  name: z.string().trim().min(1).max(50),
  phoneNumber: z.string().trim().min(1).regex(accountSendLoginSmsBodyPhoneNumberRegExp),
  gender: z.string(),
  companyName: z.string().trim().min(1).max(100),
  department: optional(50),
  jobTitle: optional(50),
  country: optional(50),
  province: optional(50),
  city: optional(50),
  county: optional(50),
  addressDetails: optional(200),
});
export type ViewerValues = z.infer<typeof viewerSchema>;

/** Gender codes as the live data stores them (001 gives no values): 1 male, 2 female. */
const GENDERS = ['1', '2'] as const;

function initialValues(viewer: Viewer | null): ViewerValues {
  const { user, company } = session.get();
  return {
    name: viewer?.name ?? user?.realName ?? '',
    phoneNumber: viewer?.phoneNumber ?? user?.phoneNumber ?? '',
    gender: viewer?.gender ? String(viewer.gender) : '',
    companyName: viewer?.companyName ?? company?.name ?? '',
    department: viewer?.department ?? '',
    jobTitle: viewer?.jobTitle ?? '',
    country: viewer ? (viewer.country ?? '') : CHINA,
    province: viewer?.province ?? '',
    city: viewer?.city ?? '',
    county: viewer?.county ?? '',
    addressDetails: viewer?.addressDetails ?? '',
  };
}

export function LiveUserRegPage({ activityId, redirect, viewerId }: { activityId?: string; redirect?: string; viewerId?: string }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const userId = useSession((s) => s.user?.id);
  return (
    <LiveShell title={t('live.reg.title')} subtitle={t('live.reg.subtitle')} top={<RegFormBanners />}>
      {/* Like /live-auth: the registration is for a named live event, or the page says there is none. */}
      <WithActivity activityId={activityId}>
        {(activity) => (
          <Stack gap="4">
            <ActivityTitle activity={activity} />
            {isLogin && userId ? (
              <>
                <SignedInAs />
                <Registration key={userId} userId={userId} activityId={activity.id} redirect={redirect} />
              </>
            ) : (
              <LiveSignIn viewerId={viewerId} />
            )}
          </Stack>
        )}
      </WithActivity>
    </LiveShell>
  );
}

/** The reg-form banners (001 §9), swiped through one by one; nothing when there are none. */
function RegFormBanners() {
  const { t } = useTranslation();
  const banners = useBannerAllQuery({ input: { type: REG_FORM } }, { staleTime: 5 * 60_000 });
  if (banners.isPending) return <Skeleton aspectRatio={16 / 7} w="full" />;
  const list = banners.data?.banner.all ?? [];
  if (!list.length) return null;
  return (
    <Flex
      as="section"
      aria-label={t('live.reg.banners')}
      overflowX="auto"
      scrollSnapType="x mandatory"
      css={{ scrollbarWidth: 'none' }}
      data-testid="reg-banners"
    >
      {list.map((b, i) => (
        <Box key={b.id} flex="0 0 100%" scrollSnapAlign="start" _empty={{ display: 'none' }}>
          <Thumbnail src={b.url} alt={t('live.reg.bannerAlt', { index: i + 1 })} w="full" aspectRatio={16 / 7} objectFit="cover" bg="bg.muted" />
        </Box>
      ))}
    </Flex>
  );
}

function Registration({ userId, activityId, redirect }: { userId: string; activityId?: string; redirect?: string }) {
  const viewer = useLiveLiveViewerGetQuery({ input: { userId } });
  return (
    <QueryState query={viewer} skeletonRows={8}>
      {(data) => <ViewerForm userId={userId} viewer={data.liveLiveViewer.get} activityId={activityId} redirect={redirect} />}
    </QueryState>
  );
}

function ViewerForm({ userId, viewer, activityId, redirect }: { userId: string; viewer: Viewer | null; activityId?: string; redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ViewerValues>({ resolver: zodResolver(viewerSchema), defaultValues: initialValues(viewer) });
  const save = useLiveLiveViewerCreateOrUpdateMutation();

  // Cascades: a new department clears the job; a new province the city and county; a new city the county.
  const { subscribe, setValue } = form;
  useEffect(
    () =>
      subscribe({
        name: ['department', 'province', 'city'],
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== 'change') return;
          if (name === 'department') setValue('jobTitle', '');
          if (name === 'province') setValue('city', '');
          if (name === 'province' || name === 'city') setValue('county', '');
        },
      }),
    [subscribe, setValue],
  );

  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(undefined);
    try {
      const result = await save.mutateAsync({
        input: {
          userId,
          name: v.name,
          phoneNumber: v.phoneNumber,
          gender: v.gender ? Number(v.gender) : null,
          companyName: v.companyName,
          department: v.department,
          jobTitle: v.jobTitle,
          country: v.country,
          province: v.province,
          city: v.city,
          county: v.county,
          addressDetails: v.addressDetails,
        },
      });
      queryClient.setQueryData<LiveLiveViewerGetQuery>(useLiveLiveViewerGetQuery.getKey({ input: { userId } }), {
        liveLiveViewer: { get: result.liveLiveViewer.createOrUpdate },
      });
      notify.success(t('live.reg.saved'));
      form.reset(v);
      const next = redirect ?? (activityId ? `/live-auth?activityId=${encodeURIComponent(activityId)}` : undefined);
      if (next) await navigate({ href: next });
    } catch (error) {
      setFailure(failureMessage(error) ?? t('live.reg.saveFailed'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('live.reg.title')}>
      <Stack gap="4">
        <FormSection title="live.reg.basic">
          <TextField control={form.control} name="name" label={t('live.reg.name')} placeholder={t('live.reg.namePlaceholder')} autoComplete="name" required />
          <TextField control={form.control} name="phoneNumber" type="tel" label={t('live.reg.phone')} placeholder={t('live.reg.phonePlaceholder')} autoComplete="tel" required />
          <SelectField
            control={form.control}
            name="gender"
            label={t('live.reg.gender')}
            placeholder={t('live.reg.choose')}
            options={GENDERS.map((g) => ({ value: g, label: t(`live.reg.genders.${g}`) }))}
          />
        </FormSection>
        <FormSection title="live.reg.work">
          <TextField control={form.control} name="companyName" label={t('live.reg.companyName')} placeholder={t('live.reg.companyPlaceholder')} autoComplete="organization" required />
          <DepartmentAndJob control={form.control} />
        </FormSection>
        <FormSection title="live.reg.address">
          <TextField control={form.control} name="country" label={t('live.reg.country')} placeholder={t('live.reg.countryPlaceholder')} autoComplete="country-name" />
          <Region control={form.control} />
          <TextField control={form.control} name="addressDetails" label={t('live.reg.addressDetails')} placeholder={t('live.reg.addressPlaceholder')} autoComplete="street-address" />
        </FormSection>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" size="lg" loading={save.isPending} loadingText={t('live.reg.submitting')} disabled={save.isPending}>
          {t('live.reg.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Department (DepartmentAll) and the jobs of the chosen one (DepartmentJobList); values are names. */
function DepartmentAndJob({ control }: { control: Control<ViewerValues> }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const departmentName = useWatch({ control, name: 'department' });
  const jobTitle = useWatch({ control, name: 'jobTitle' });
  const departments = useDepartmentAllQuery({ input: {} }, { staleTime: 5 * 60_000 });
  const department = departments.data?.department.all.find((d) => d.name === departmentName);
  const jobs = useDepartmentJobListQuery({ input: { departmentId: department?.id } }, { enabled: Boolean(department), staleTime: 5 * 60_000 });

  const departmentOptions = useMemo<SelectOption[]>(() => {
    const list = departments.data?.department.all ?? [];
    const options = list.map((d) => ({ value: d.name, label: localName(d.name, d.nameEn) }));
    return departmentName && !list.some((d) => d.name === departmentName) ? [{ value: departmentName, label: departmentName }, ...options] : options;
  }, [departments.data, departmentName, localName]);
  const jobOptions = useMemo<SelectOption[]>(() => {
    const list = department ? (jobs.data?.departmentJob.list ?? []) : [];
    const options = list.map((j) => ({ value: j.name, label: localName(j.name, j.nameEn) }));
    return jobTitle && !list.some((j) => j.name === jobTitle) ? [{ value: jobTitle, label: jobTitle }, ...options] : options;
  }, [department, jobs.data, jobTitle, localName]);

  return (
    <>
      <SelectField control={control} name="department" label={t('live.reg.department')} placeholder={t('live.reg.choose')} options={departmentOptions} loading={departments.isPending} />
      <SelectField
        control={control}
        name="jobTitle"
        label={t('live.reg.jobTitle')}
        placeholder={departmentName ? t('live.reg.choose') : t('live.reg.chooseDepartmentFirst')}
        options={jobOptions}
        disabled={!departmentName}
        loading={Boolean(department) && jobs.isPending}
      />
    </>
  );
}

/** Province → city → county from the region lists in China; typed elsewhere (or when the lists fail). */
function Region({ control }: { control: Control<ViewerValues> }) {
  const { t } = useTranslation();
  const [country, province, city, county] = useWatch({ control, name: ['country', 'province', 'city', 'county'] });
  const china = isChina(country);
  const regions = useRegions(china);
  const placeName = usePlaceName();
  if (!china || regions.isError) {
    return (
      <>
        {china && (
          <Text fontSize="sm" color="fg.warning">
            {t('live.reg.regionsFailed')}
          </Text>
        )}
        <TextField control={control} name="province" label={t('live.reg.province')} placeholder={t('live.reg.provincePlaceholder')} autoComplete="address-level1" />
        <TextField control={control} name="city" label={t('live.reg.city')} placeholder={t('live.reg.cityPlaceholder')} autoComplete="address-level2" />
        <TextField control={control} name="county" label={t('live.reg.county')} placeholder={t('live.reg.countyPlaceholder')} autoComplete="address-level3" />
      </>
    );
  }
  const tree = regions.data ?? {};
  // Values are the Chinese names the live data stores; in English the labels are their English forms.
  const options = (names: string[]): SelectOption[] => names.map((n) => ({ value: n, label: placeName(n) }));
  const loading = regions.isPending;
  return (
    <>
      <SelectField control={control} name="province" label={t('live.reg.province')} placeholder={t('live.reg.choose')} options={options(namesWith(Object.keys(tree), province))} loading={loading} />
      <SelectField
        control={control}
        name="city"
        label={t('live.reg.city')}
        placeholder={t('live.reg.choose')}
        options={options(namesWith(Object.keys(tree[province] ?? {}), city))}
        loading={loading}
        disabled={!province}
      />
      <SelectField
        control={control}
        name="county"
        label={t('live.reg.county')}
        placeholder={t('live.reg.choose')}
        options={options(namesWith(tree[province]?.[city] ?? [], county))}
        loading={loading}
        disabled={!city}
      />
    </>
  );
}
