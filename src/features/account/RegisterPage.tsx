import { Button, Link, Stack, Text, SimpleGrid, HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { accountRegister, verCodeSmsSend, verCodeSmsValidate } from '@gen/api/account/account';
import { Role } from '@gen/api/model';
import { AccountRegisterBody } from '@gen/zod/account/account';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { TextField } from '@/components/form/TextField';
import { notify } from '@/lib/notify';
import { signIn } from '@/lib/session/signIn';
import { accepted, reportFailure } from './feedback';
import { blankable, compact, confirmPasswordField, withConfirmation } from '@/components/form/accountFields';
import { OnboardingCard, type AreaLang } from './OnboardingCard';
import { useUserNameCheck } from './useUserNameCheck';

const registerSchema = withConfirmation(
  AccountRegisterBody.pick({ userName: true, password: true, phoneNumber: true, code: true }).extend({
    confirmPassword: confirmPasswordField,
    email: blankable(AccountRegisterBody.shape.email),
    realName: AccountRegisterBody.shape.realName.unwrap().trim().min(1),
  }),
  'password',
  'confirmPassword',
);
type RegisterValues = z.infer<typeof registerSchema>;

const emptyValues: RegisterValues = { userName: '', password: '', confirmPassword: '', phoneNumber: '', code: '', email: '', realName: '' };

/** What happened: a wrong SMS code (said beside it), refused (the user was told why), signed in, or registered but not signed in. */
type Outcome = 'wrongCode' | 'refused' | 'signedIn' | 'registered';

/**
 * Account registration (000 §5, §8), the first of the three sign-up steps: the new exhibitor is
 * signed in and continues with the company profile. The English area registers role 2.
 */
export function RegisterPage({ lang }: { lang: AreaLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({ resolver: zodResolver(registerSchema), defaultValues: emptyValues, mode: 'onTouched' });
  const userName = useWatch({ control: form.control, name: 'userName' });
  const check = useUserNameCheck(userName);

  const register = useMutation({
    mutationFn: async (values: RegisterValues): Promise<Outcome> => {
      const { confirmPassword: _confirm, ...fields } = values;
      // The SMS code is checked first, so a wrong one is said beside its field and nothing is registered.
      const valid = (await verCodeSmsValidate({ phone: values.phoneNumber, code: values.code })).data;
      if (valid !== true) return 'wrongCode';
      const result = await accountRegister(compact({ ...fields, role: lang === 'En' ? Role.ExhibitorEn : Role.Exhibitor }));
      if (!accepted(result)) return 'refused';
      const signedIn = await signIn({ grant_type: 'password', username: values.userName, password: values.password });
      return signedIn ? 'signedIn' : 'registered';
    },
    onSuccess: (outcome) => {
      if (outcome === 'wrongCode') {
        form.setError('code', { message: t('account.codeWrong') }, { shouldFocus: true });
      } else if (outcome === 'signedIn') {
        notify.success(t('account.register.done'));
        void navigate({ to: '/exhibition{-$lang}/register-company', params: { lang } });
      } else if (outcome === 'registered') {
        notify.info(t('account.register.signInLater'));
        const redirect = lang === 'En' ? '/exhibitionEn/register-company' : '/exhibition/register-company';
        void navigate({ to: '/exhibition{-$lang}/login/alogin', params: { lang }, search: { redirect } });
      }
    },
    onError: reportFailure,
  });

  const sendCode = async () => {
    if (!(await form.trigger('phoneNumber'))) return false;
    return (await verCodeSmsSend({ phone: form.getValues('phoneNumber') })).data;
  };

  const onSubmit = form.handleSubmit((values) => {
    if (check.error) {
      form.setFocus('userName');
      return;
    }
    register.mutate(values);
  });

  const userNameHelper = check.checking
    ? t('account.fields.userNameChecking')
    : check.available
      ? t('account.fields.userNameAvailable')
      : t('account.fields.userNameHelper');

  return (
    <OnboardingCard
      page="register"
      lang={lang}
      title={t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      footer={
        <HStack fontSize="sm" gap="1">
          <Text color="fg.muted">{t('account.register.haveAccount')}</Text>
          <Link asChild>
            <RouterLink to="/exhibition{-$lang}/login/alogin" params={{ lang }}>
              {t('account.register.toLogin')}
            </RouterLink>
          </Link>
        </HStack>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <TextField
            control={form.control}
            name="userName"
            label={t('account.fields.userName')}
            placeholder={t('account.fields.userNamePlaceholder')}
            helper={userNameHelper}
            externalError={check.error}
            autoComplete="username"
            required
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField control={form.control} name="password" type="password" label={t('account.fields.password')} placeholder={t('account.fields.passwordPlaceholder')} autoComplete="new-password" required />
            <TextField control={form.control} name="confirmPassword" type="password" label={t('account.fields.confirmPassword')} placeholder={t('account.fields.confirmPasswordPlaceholder')} autoComplete="new-password" required />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField control={form.control} name="phoneNumber" type="tel" label={t('account.fields.phone')} placeholder={t('account.fields.phonePlaceholder')} autoComplete="tel" required />
            <TextField
              control={form.control}
              name="code"
              label={t('account.fields.smsCode')}
              placeholder={t('account.fields.codePlaceholder')}
              autoComplete="one-time-code"
              required
              endElement={<SendCodeButton send={sendCode} />}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField control={form.control} name="realName" label={t('account.fields.realName')} placeholder={t('account.fields.realNamePlaceholder')} autoComplete="name" required />
            <TextField control={form.control} name="email" type="email" label={t('account.fields.email')} placeholder={t('account.fields.emailPlaceholder')} helper={t('common.optional')} autoComplete="email" />
          </SimpleGrid>
          <Button type="submit" loading={register.isPending} loadingText={t('account.register.submitting')} disabled={register.isPending}>
            {t('account.register.submit')}
          </Button>
        </Stack>
      </form>
    </OnboardingCard>
  );
}
