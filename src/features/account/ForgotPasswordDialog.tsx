import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  userinfoChangePasswordByPhoneToken,
  userInfoResetForgetPassword,
  userinfoResetPasswordByPhone,
  userInfoSaveResetForgetPassword,
  userinfoValidatePhoneNumberToken,
  userInfoValidateUserNameAndPhoneEmail,
} from '@gen/api/account/account';
import {
  UserinfoChangePasswordByPhoneTokenBody,
  UserInfoResetForgetPasswordBody,
  UserInfoSaveResetForgetPasswordBody,
  UserinfoValidatePhoneNumberTokenBody,
} from '@gen/zod/account/account';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { TextField } from '@/components/form/TextField';
import { notify } from '@/lib/notify';
import { AccountDialog } from './AccountDialog';
import { accepted, reportFailure } from './feedback';
import { confirmPasswordField, withConfirmation } from '@/components/form/accountFields';

const phoneStepSchema = UserinfoValidatePhoneNumberTokenBody;
type PhoneStep = z.infer<typeof phoneStepSchema>;
const phonePasswordSchema = withConfirmation(
  UserinfoChangePasswordByPhoneTokenBody.def.right.pick({ newPassword: true }).extend({ confirmPassword: confirmPasswordField }),
  'newPassword',
  'confirmPassword',
);
type PhonePassword = z.infer<typeof phonePasswordSchema>;

const emailStepSchema = UserInfoResetForgetPasswordBody;
type EmailStep = z.infer<typeof emailStepSchema>;
const emailPasswordSchema = withConfirmation(
  UserInfoSaveResetForgetPasswordBody.pick({ code: true, newPassword: true }).extend({ confirmPassword: confirmPasswordField }),
  'newPassword',
  'confirmPassword',
);
type EmailPassword = z.infer<typeof emailPasswordSchema>;

/** Step 1 by phone: a code to the account's phone (ResetPasswordByPhone), checked by ValidatePhoneNumberToken. */
function PhoneCodeStep({ initial, onVerified }: { initial?: PhoneStep; onVerified: (step: PhoneStep) => void }) {
  const { t } = useTranslation();
  const form = useForm<PhoneStep>({ resolver: zodResolver(phoneStepSchema), defaultValues: initial ?? { phoneNumber: '', token: '' } });
  const verify = useMutation({
    mutationFn: async (values: PhoneStep) => (await userinfoValidatePhoneNumberToken(values)).data,
    onSuccess: (ok, values) => (ok ? onVerified(values) : form.setError('token', { message: t('account.codeWrong') }, { shouldFocus: true })),
    onError: reportFailure,
  });
  const send = async () => {
    if (!(await form.trigger('phoneNumber'))) return false;
    return (await userinfoResetPasswordByPhone({ phoneNumber: form.getValues('phoneNumber') })).data;
  };
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">{t('account.forgot.phoneHint')}</Text>
        <TextField control={form.control} name="phoneNumber" type="tel" label={t('account.fields.phone')} placeholder={t('account.fields.phonePlaceholder')} autoComplete="tel" required />
        <TextField
          control={form.control}
          name="token"
          label={t('account.fields.smsCode')}
          placeholder={t('account.fields.codePlaceholder')}
          autoComplete="one-time-code"
          required
          endElement={<SendCodeButton send={send} />}
        />
        <Button type="submit" loading={verify.isPending} loadingText={t('account.forgot.checking')} disabled={verify.isPending}>
          {t('account.forgot.next')}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2 by phone: the new password (ChangePasswordByPhoneToken). */
function PhonePasswordStep({ verified, onBack, onDone }: { verified: PhoneStep; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<PhonePassword>({ resolver: zodResolver(phonePasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' }, mode: 'onTouched' });
  const save = useMutation({
    mutationFn: async ({ newPassword }: PhonePassword) => accepted(await userinfoChangePasswordByPhoneToken({ ...verified, newPassword })),
    onSuccess: (ok) => ok && onDone(),
    onError: reportFailure,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="4">
        <TextField control={form.control} name="newPassword" type="password" label={t('account.fields.newPassword')} placeholder={t('account.fields.newPasswordPlaceholder')} autoComplete="new-password" required />
        <TextField control={form.control} name="confirmPassword" type="password" label={t('account.fields.confirmNewPassword')} placeholder={t('account.fields.confirmNewPasswordPlaceholder')} autoComplete="new-password" required />
        <HStack justify="space-between">
          <Button variant="ghost" onClick={onBack} disabled={save.isPending}>
            {t('account.forgot.back')}
          </Button>
          <Button type="submit" loading={save.isPending} loadingText={t('account.forgot.submitting')} disabled={save.isPending}>
            {t('account.forgot.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ResetByPhone({ onDone }: { onDone: () => void }) {
  const [verified, setVerified] = useState<PhoneStep | null>(null);
  const [last, setLast] = useState<PhoneStep | undefined>();
  if (!verified) return <PhoneCodeStep initial={last} onVerified={(step) => { setLast(step); setVerified(step); }} />;
  return <PhonePasswordStep verified={verified} onBack={() => setVerified(null)} onDone={onDone} />;
}

/** Step 1 by email: user name and email must match (ValidateUserNameAndPhoneEmail), then a code is emailed (ResetForgetPassword). */
function EmailAccountStep({ initial, onSent }: { initial?: EmailStep; onSent: (step: EmailStep) => void }) {
  const { t } = useTranslation();
  const form = useForm<EmailStep>({ resolver: zodResolver(emailStepSchema), defaultValues: initial ?? { userName: '', email: '' } });
  const request = useMutation({
    mutationFn: async (values: EmailStep): Promise<'mismatch' | 'notSent' | 'sent'> => {
      const matches = (await userInfoValidateUserNameAndPhoneEmail({ userName: values.userName, phoneOrEmail: values.email })).data;
      if (!matches) return 'mismatch';
      return (await userInfoResetForgetPassword(values)).data ? 'sent' : 'notSent';
    },
    onSuccess: (outcome, values) => {
      if (outcome === 'mismatch') form.setError('email', { message: t('account.forgot.accountMismatch') }, { shouldFocus: true });
      else if (outcome === 'notSent') notify.error(t('account.forgot.emailSendFailed'));
      else {
        notify.success(t('account.forgot.codeSentTo', { target: values.email }));
        onSent(values);
      }
    },
    onError: reportFailure,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">{t('account.forgot.emailHint')}</Text>
        <TextField control={form.control} name="userName" label={t('account.fields.userName')} autoComplete="username" required />
        <TextField control={form.control} name="email" type="email" label={t('account.fields.email')} placeholder={t('account.fields.emailPlaceholder')} autoComplete="email" required />
        <Button type="submit" loading={request.isPending} loadingText={t('account.forgot.checking')} disabled={request.isPending}>
          {t('account.forgot.next')}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2 by email: the emailed code and the new password (SaveResetForgetPassword). */
function EmailPasswordStep({ account, onBack, onDone }: { account: EmailStep; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<EmailPassword>({ resolver: zodResolver(emailPasswordSchema), defaultValues: { code: '', newPassword: '', confirmPassword: '' }, mode: 'onTouched' });
  const save = useMutation({
    mutationFn: async ({ code, newPassword }: EmailPassword) => accepted(await userInfoSaveResetForgetPassword({ userName: account.userName, code, newPassword })),
    onSuccess: (ok) => ok && onDone(),
    onError: reportFailure,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">{t('account.forgot.codeSentTo', { target: account.email })}</Text>
        <TextField control={form.control} name="code" label={t('account.fields.emailCode')} placeholder={t('account.fields.codePlaceholder')} autoComplete="one-time-code" required />
        <TextField control={form.control} name="newPassword" type="password" label={t('account.fields.newPassword')} placeholder={t('account.fields.newPasswordPlaceholder')} autoComplete="new-password" required />
        <TextField control={form.control} name="confirmPassword" type="password" label={t('account.fields.confirmNewPassword')} placeholder={t('account.fields.confirmNewPasswordPlaceholder')} autoComplete="new-password" required />
        <HStack justify="space-between">
          <Button variant="ghost" onClick={onBack} disabled={save.isPending}>
            {t('account.forgot.back')}
          </Button>
          <Button type="submit" loading={save.isPending} loadingText={t('account.forgot.submitting')} disabled={save.isPending}>
            {t('account.forgot.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ResetByEmail({ onDone }: { onDone: () => void }) {
  const [account, setAccount] = useState<EmailStep | null>(null);
  const [last, setLast] = useState<EmailStep | undefined>();
  if (!account) return <EmailAccountStep initial={last} onSent={(step) => { setLast(step); setAccount(step); }} />;
  return <EmailPasswordStep account={account} onBack={() => setAccount(null)} onDone={onDone} />;
}

/** Forgotten password, opened from the login page: by the account's phone or by its email. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const done = () => {
    notify.success(t('account.forgot.done'));
    onClose();
  };
  return (
    <AccountDialog open={open} onClose={onClose} title={t('account.forgot.title')}>
      <Tabs.Root defaultValue="phone" variant="line" fitted lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="phone">{t('account.forgot.byPhone')}</Tabs.Trigger>
          <Tabs.Trigger value="email">{t('account.forgot.byEmail')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="phone">
          <ResetByPhone onDone={done} />
        </Tabs.Content>
        <Tabs.Content value="email">
          <ResetByEmail onDone={done} />
        </Tabs.Content>
      </Tabs.Root>
    </AccountDialog>
  );
}
