import { Badge, Button, Field, HStack, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactPersonSave } from '@gen/api/company/company';
import { useExhibitionGetAll } from '@gen/api/host-exhibition/host-exhibition';
import { joinCreate, useJoinGetExhibitionByCompany } from '@gen/api/join/join';
import { ExhibitionStatus, type Exhibition } from '@gen/api/model';
import { ContactPersonSaveBody } from '@gen/zod/company/company';
import { JoinCreateBody } from '@gen/zod/join/join';
import { QueryState } from '@/components/feedback/QueryState';
import { TextField } from '@/components/form/TextField';
import { loadProfile } from '@/lib/session/profile';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { reportFailure } from './feedback';
import { blankable, compact } from '@/components/form/accountFields';
import { OnboardingCard, type AreaLang } from './OnboardingCard';

const contact = ContactPersonSaveBody.shape;
const joinSchema = JoinCreateBody.pick({ exhibitionId: true }).extend({
  name: contact.name,
  phone: contact.phone,
  email: blankable(contact.email),
});
type JoinValues = z.infer<typeof joinSchema>;

/**
 * Kind of the contact person saved here. The documents do not give the values of
 * ContactPersonType (0–9); 0 is used until the back end confirms which one means "exhibition contact".
 */
const EXHIBITION_CONTACT_TYPE = 0;
const EXHIBITION_PAGE_SIZE = 100;

/** Exhibitions a company can still sign up for: the finished ones are left out. */
const openForSignUp = (rows: Exhibition[]) => rows.filter((e) => e.status !== ExhibitionStatus.Finished);

function ExhibitionChoice({ control, exhibitions, joined, lang }: { control: Control<JoinValues>; exhibitions: Exhibition[]; joined: Set<string>; lang: AreaLang }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'exhibitionId' });
  const message = fieldState.error?.message;
  if (exhibitions.length === 0) return <Text color="fg.muted">{t('account.join.noExhibitions')}</Text>;
  return (
    <Field.Root invalid={Boolean(message)} required>
      <RadioCard.Root
        name={field.name}
        value={field.value ?? null}
        onValueChange={(e) => field.onChange(e.value ?? undefined)}
        w="full"
      >
        <RadioCard.Label>
          {t('account.join.exhibition')}
          <Field.RequiredIndicator />
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {exhibitions.map((e) => {
            const isJoined = joined.has(e.id);
            return (
              <RadioCard.Item key={e.id} value={e.id} disabled={isJoined}>
                <RadioCard.ItemHiddenInput ref={field.ref} onBlur={field.onBlur} />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{lang === 'En' ? e.nameEn || e.name : e.name}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {t('account.join.dates', { start: dayjs(e.startTime).format('YYYY-MM-DD'), end: dayjs(e.endTime).format('YYYY-MM-DD') })}
                      {e.city ? ` · ${e.city}` : ''}
                    </RadioCard.ItemDescription>
                    {isJoined && <Badge colorPalette="green">{t('account.join.joined')}</Badge>}
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

function NeedCompany({ lang }: { lang: AreaLang }) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text>{t('account.join.needCompany')}</Text>
      <Button asChild>
        <RouterLink to="/exhibition{-$lang}/register-company" params={{ lang }}>
          {t('account.join.toCompany')}
        </RouterLink>
      </Button>
    </HStack>
  );
}

/**
 * Joining an exhibition, the last sign-up step: the join (POST /api/join) and its contact
 * person (POST /api/contactperson/Save), then the profile is reloaded and the back office opens.
 */
export function ContactExhibitionPage({ lang }: { lang: AreaLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  const compId = company?.id ?? '';
  const exhibitions = useExhibitionGetAll({ pageIndex: 1, pageSize: EXHIBITION_PAGE_SIZE, sorts: [{ propertyName: 'startTime', ascending: false }] });
  const joinedList = useJoinGetExhibitionByCompany({ compId }, { query: { enabled: Boolean(compId) } });
  const joined = new Set((joinedList.data?.data ?? []).map((j) => j.exhibitionId));
  const form = useForm<JoinValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: { name: user?.realName ?? '', phone: user?.phoneNumber ?? '', email: user?.email ?? '' },
    mode: 'onTouched',
  });
  /** The join already made by an attempt whose contact could not be saved: not made twice. */
  const made = useRef<{ exhibitionId: string; joinId: string } | null>(null);

  const submit = useMutation({
    mutationFn: async ({ exhibitionId, ...person }: JoinValues) => {
      if (made.current?.exhibitionId !== exhibitionId) {
        const joinId = (await joinCreate({ compId, exhibitionId, companyName: company?.name, isDefault: joined.size === 0 })).data;
        made.current = { exhibitionId, joinId };
      }
      await contactPersonSave(compact({ ...person, compId, exhibitionId, type: EXHIBITION_CONTACT_TYPE, isDefault: true }));
      await loadProfile();
    },
    onSuccess: () => {
      notify.success(t('account.join.done'));
      void navigate({ to: '/exhibition{-$lang}/index/home', params: { lang } });
    },
    onError: reportFailure,
  });

  return (
    <OnboardingCard page="contact-exhibition" lang={lang} title={t('account.join.title')} subtitle={t('account.join.subtitle')}>
      {!company ? (
        <NeedCompany lang={lang} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
          <Stack gap="5">
            <QueryState query={exhibitions} skeletonRows={2}>
              {({ data }) => <ExhibitionChoice control={form.control} exhibitions={openForSignUp(data.items)} joined={joined} lang={lang} />}
            </QueryState>
            <Stack gap="3">
              <Text fontWeight="semibold">{t('account.join.contact')}</Text>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <TextField control={form.control} name="name" label={t('account.join.contactName')} autoComplete="name" required />
                <TextField control={form.control} name="phone" type="tel" label={t('account.join.contactPhone')} autoComplete="tel" required />
                <TextField control={form.control} name="email" type="email" label={t('account.join.contactEmail')} autoComplete="email" />
              </SimpleGrid>
            </Stack>
            <Button type="submit" loading={submit.isPending} loadingText={t('account.join.submitting')} disabled={submit.isPending}>
              {t('account.join.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </OnboardingCard>
  );
}
