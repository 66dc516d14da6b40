/**
 * The mailbox the company's notification e-mails are sent from (发信邮箱: ApplyEmailAccount
 * GetEmailAccount, PUT), the fifth tab of companyInfo. The server never returns the password: a
 * blank password keeps the stored one, and the first setup requires one.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyEmailAccountUpdate, useApplyEmailAccountGetEmailAccount } from '@gen/api/company/company';
import type { ApplyEmailAccount, ApplyEmailAccountResult } from '@gen/api/model';
import { ApplyEmailAccountUpdateBody } from '@gen/zod/company/company';
import { formatDate, FormPage, FormSection, NumberField, SwitchField, TextField, useEntityForm } from '@/components/kit';
import { blankable, compact } from '@/components/form/accountFields';
import { i18n } from '@/lib/i18n';

const body = ApplyEmailAccountUpdateBody.shape;

function emailAccountSchema(configured: boolean) {
  return z
    .object({
      email: body.email,
      displayName: blankable(body.displayName),
      smtpHost: body.smtpHost.trim().min(1),
      smtpPort: body.smtpPort,
      userName: blankable(body.userName),
      password: blankable(body.password),
      enableSsl: z.boolean(),
      isEnable: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!configured && !v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: i18n.t('company.mailbox.passwordNeeded') });
    });
}
type MailboxValues = z.input<ReturnType<typeof emailAccountSchema>>;

const toValues = (a: ApplyEmailAccount | null | undefined): MailboxValues => ({
  email: a?.email ?? '',
  displayName: a?.displayName ?? '',
  smtpHost: a?.smtpHost ?? '',
  smtpPort: a?.smtpPort ?? 465,
  userName: a?.userName ?? '',
  password: '',
  enableSsl: a?.enableSsl ?? true,
  isEnable: a?.isEnable ?? true,
});

export function EmailAccountForm() {
  const { t } = useTranslation();
  const record = useApplyEmailAccountGetEmailAccount();
  const current = record.data?.data ?? null;
  const form = useEntityForm({
    schema: emailAccountSchema(Boolean(current)),
    defaultValues: toValues(null),
    record,
    toValues: (r: ApplyEmailAccountResult) => toValues(r.data),
    save: (values) => applyEmailAccountUpdate({ ...compact(values), smtpPort: values.smtpPort, enableSsl: values.enableSsl, isEnable: values.isEnable }),
    backTo: { to: '/exhibition{-$lang}/index/home' },
    onSaved: () => void record.refetch(),
  });
  const { control } = form;
  return (
    <FormPage form={form}>
      <FormSection title="company.mailbox.title" description="company.mailbox.description" columns={2}>
        <TextField control={control} name="email" type="email" label={t('company.mailbox.email')} required />
        <TextField control={control} name="displayName" label={t('company.mailbox.displayName')} />
        <TextField control={control} name="smtpHost" label={t('company.mailbox.smtpHost')} placeholder="smtp.exmail.qq.com" required />
        <NumberField control={control} name="smtpPort" label={t('company.mailbox.smtpPort')} required />
        <TextField control={control} name="userName" label={t('company.mailbox.userName')} helper={t('company.mailbox.userNameHint')} />
        <TextField
          control={control}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('company.mailbox.password')}
          helper={t(current ? 'company.mailbox.passwordKept' : 'company.mailbox.passwordHint')}
          required={!current}
        />
        <SwitchField control={control} name="enableSsl" label={t('company.mailbox.enableSsl')} />
        <SwitchField control={control} name="isEnable" label={t('company.mailbox.isEnable')} />
      </FormSection>
      {current?.updateTime && <Text color="fg.muted" textStyle="sm">{t('company.mailbox.updated', { time: formatDate(current.updateTime) })}</Text>}
    </FormPage>
  );
}
