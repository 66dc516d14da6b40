/**
 * The two steps behind changing or binding a phone number or email: confirm the current one
 * with a code, then confirm the new one with a code sent to it.
 */
import { Button, DataList, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SendCodeButton, type SendCodeRefusal } from '@/components/form/SendCodeButton';
import { TextField } from '@/components/form/TextField';
import { refreshUser, reportFailure } from './feedback';
import { verCodeField } from '@/components/form/accountFields';

export type ContactKind = 'phone' | 'email';

const codeSchema = z.object({ token: verCodeField });
type CodeValues = z.infer<typeof codeSchema>;

/** Step 1 of a change: a code sent to the current phone or email, checked by the server. */
export function VerifyCurrentStep({
  kind, shown, send, check, onVerified,
}: {
  kind: ContactKind;
  /** How the current value is shown (a phone number without its middle digits). */
  shown: string;
  send: () => Promise<boolean | SendCodeRefusal>;
  /** True when the code is right. */
  check: (token: string) => Promise<boolean>;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { token: '' } });
  const verify = useMutation({
    mutationFn: ({ token }: CodeValues) => check(token),
    onSuccess: (ok) => (ok ? onVerified() : form.setError('token', { message: t('account.codeWrong') }, { shouldFocus: true })),
    onError: reportFailure,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">{t(kind === 'phone' ? 'account.security.verifyPhoneHint' : 'account.security.verifyEmailHint')}</Text>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t(kind === 'phone' ? 'account.security.currentPhone' : 'account.security.currentEmail')}</DataList.ItemLabel>
            <DataList.ItemValue>{shown}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <TextField
          control={form.control}
          name="token"
          label={t(kind === 'phone' ? 'account.fields.smsCode' : 'account.fields.emailCode')}
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

interface NewValues {
  value: string;
  token: string;
}

/** The new phone or email and the code sent to it; on success the session's user is reloaded. */
export function NewContactStep({
  kind, valueSchema, hint, submitLabel, send, confirm, onDone,
}: {
  kind: ContactKind;
  /** The generated rule for the new value (phone number or email). */
  valueSchema: z.ZodType<string, string>;
  hint?: string;
  submitLabel: string;
  send: (value: string) => Promise<boolean | SendCodeRefusal>;
  /** True when the server took the new value (a refusal has been shown). */
  confirm: (value: string, token: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => z.object({ value: valueSchema, token: verCodeField }), [valueSchema]);
  const form = useForm<NewValues>({ resolver: zodResolver(schema), defaultValues: { value: '', token: '' } });
  const save = useMutation({
    mutationFn: ({ value, token }: NewValues) => confirm(value, token),
    onSuccess: async (ok) => {
      if (!ok) return;
      onDone();
      await refreshUser().catch(reportFailure);
    },
    onError: reportFailure,
  });
  const sendCode = async () => {
    if (!(await form.trigger('value'))) return false;
    return send(form.getValues('value'));
  };
  const phone = kind === 'phone';
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="4">
        {hint && <Text color="fg.muted" fontSize="sm">{hint}</Text>}
        <TextField
          control={form.control}
          name="value"
          type={phone ? 'tel' : 'email'}
          label={t(phone ? 'account.security.newPhone' : 'account.security.newEmail')}
          placeholder={t(phone ? 'account.fields.phonePlaceholder' : 'account.fields.emailPlaceholder')}
          autoComplete={phone ? 'tel' : 'email'}
          required
        />
        <TextField
          control={form.control}
          name="token"
          label={t(phone ? 'account.fields.smsCode' : 'account.fields.emailCode')}
          placeholder={t('account.fields.codePlaceholder')}
          autoComplete="one-time-code"
          required
          endElement={<SendCodeButton send={sendCode} />}
        />
        <Button type="submit" loading={save.isPending} loadingText={t('account.security.saving')} disabled={save.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
