/**
 * The account security flows of the signed-in user (000 §7) as sections: password change, phone
 * change or binding, email change or binding. AccountSecurityDialog shows them as tabs; the
 * exhibitor's companyAccount page shows them one under the other.
 */
import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  accountBindEmailApply,
  accountBindEmailToken,
  accountBindEmailTokenCheck,
  accountBindPhoneApply,
  accountBindPhoneToken,
  accountChangeEmailApply,
  accountChangeEmailOldCheck,
  accountChangeEmailOldToken,
  accountChangeEmailToken,
  accountChangePhoneApply,
  accountChangePhoneOldCheck,
  accountChangePhoneOldToken,
  accountChangePhoneToken,
  accountResetPassword,
} from '@gen/api/account/account';
import type { IdentityResult } from '@gen/api/model';
import { AccountChangeEmailTokenBody, AccountChangePhoneTokenBody, AccountResetPasswordBody } from '@gen/zod/account/account';
import type { SendCodeRefusal } from '@/components/form/SendCodeButton';
import { TextField } from '@/components/form/TextField';
import { NewContactStep, VerifyCurrentStep } from './ContactSteps';
import { accepted, firstError, reportFailure } from './feedback';
import { confirmPasswordField, maskPhone, withConfirmation } from '@/components/form/accountFields';

const passwordSchema = withConfirmation(AccountResetPasswordBody.extend({ confirmPassword: confirmPasswordField }), 'newPassword', 'confirmPassword');
type PasswordValues = z.infer<typeof passwordSchema>;

const phoneSchema = AccountChangePhoneTokenBody.shape.phoneNumber;
const emailSchema = AccountChangeEmailTokenBody.shape.email;

/** A code sent by a token call (which reports `successed`): refused with the server's first description. */
const sentOrRefused = (result: IdentityResult): boolean | SendCodeRefusal => result.successed || { message: firstError(result) };

/** Change password with the old one (PUT /api/account/resetpassword). */
export function ChangePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: async ({ oldPassword, newPassword }: PasswordValues) => accepted(await accountResetPassword({ oldPassword, newPassword })),
    onSuccess: (ok) => {
      if (!ok) return;
      form.reset();
      onDone(t('account.security.passwordChanged'));
    },
    onError: reportFailure,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="4">
        <TextField control={form.control} name="oldPassword" type="password" label={t('account.fields.oldPassword')} placeholder={t('account.fields.oldPasswordPlaceholder')} autoComplete="current-password" required />
        <TextField control={form.control} name="newPassword" type="password" label={t('account.fields.newPassword')} placeholder={t('account.fields.newPasswordPlaceholder')} autoComplete="new-password" required />
        <TextField control={form.control} name="confirmPassword" type="password" label={t('account.fields.confirmNewPassword')} placeholder={t('account.fields.confirmNewPasswordPlaceholder')} autoComplete="new-password" required />
        <Button type="submit" loading={save.isPending} loadingText={t('account.security.saving')} disabled={save.isPending}>
          {t('account.security.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** ChangePhoneOldToken → ChangePhoneOldCheck, then ChangePhoneApply → ChangePhoneToken. */
export function ChangePhone({ current, onDone }: { current: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState(false);
  if (!verified) {
    return (
      <VerifyCurrentStep
        kind="phone"
        shown={maskPhone(current)}
        send={async () => sentOrRefused(await accountChangePhoneOldToken({ phoneNumber: current }))}
        check={async (token) => (await accountChangePhoneOldCheck({ phoneNumber: current, token })).data}
        onVerified={() => setVerified(true)}
      />
    );
  }
  return (
    <NewContactStep
      kind="phone"
      valueSchema={phoneSchema}
      submitLabel={t('account.security.save')}
      send={async (phoneNumber) => (await accountChangePhoneApply({ phoneNumber })).data}
      confirm={async (phoneNumber, token) => accepted(await accountChangePhoneToken({ phoneNumber, token }))}
      onDone={() => onDone(t('account.security.phoneChanged'))}
    />
  );
}

/** BindPhoneApply → BindPhoneToken, for an account without a phone. */
export function BindPhone({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <NewContactStep
      kind="phone"
      valueSchema={phoneSchema}
      hint={t('account.security.bindPhoneHint')}
      submitLabel={t('account.security.bind')}
      send={async (phoneNumber) => (await accountBindPhoneApply({ phoneNumber })).data}
      confirm={async (phoneNumber, token) => accepted(await accountBindPhoneToken({ phoneNumber, token }))}
      onDone={() => onDone(t('account.security.phoneBound'))}
    />
  );
}

/** ChangeEmailOldToken → ChangeEmailOldCheck, then ChangeEmailApply → ChangeEmailToken. */
export function ChangeEmail({ current, onDone }: { current: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState(false);
  if (!verified) {
    return (
      <VerifyCurrentStep
        kind="email"
        shown={current}
        send={async () => sentOrRefused(await accountChangeEmailOldToken({ email: current }))}
        check={async (token) => (await accountChangeEmailOldCheck({ email: current, token })).data}
        onVerified={() => setVerified(true)}
      />
    );
  }
  return (
    <NewContactStep
      kind="email"
      valueSchema={emailSchema}
      submitLabel={t('account.security.save')}
      send={async (email) => (await accountChangeEmailApply({ email })).data}
      confirm={async (email, token) => accepted(await accountChangeEmailToken({ email, token }))}
      onDone={() => onDone(t('account.security.emailChanged'))}
    />
  );
}

/** BindEmailApply → BindEmailTokenCheck → BindEmailToken, for an account without an email. */
export function BindEmail({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <NewContactStep
      kind="email"
      valueSchema={emailSchema}
      hint={t('account.security.bindEmailHint')}
      submitLabel={t('account.security.bind')}
      send={async (email) => (await accountBindEmailApply({ email })).data}
      confirm={async (email, token) =>
        accepted(await accountBindEmailTokenCheck({ email, token })) && accepted(await accountBindEmailToken({ email, token }))
      }
      onDone={() => onDone(t('account.security.emailBound'))}
    />
  );
}

/** The phone of the signed-in user: change it when there is one, else bind one. */
export function PhoneSection({ current, onDone }: { current: string | undefined; onDone: (message: string) => void }) {
  return current ? <ChangePhone current={current} onDone={onDone} /> : <BindPhone onDone={onDone} />;
}

/** The email of the signed-in user: change it when there is one, else bind one. */
export function EmailSection({ current, onDone }: { current: string | undefined; onDone: (message: string) => void }) {
  return current ? <ChangeEmail current={current} onDone={onDone} /> : <BindEmail onDone={onDone} />;
}
