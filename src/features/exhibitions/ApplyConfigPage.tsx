/**
 * 基础设置 / Application settings: whether exhibitor applications are open and between which
 * times, whether they wait for the organiser's approval, the SMS on a decision, and the notice
 * (Chinese and English) shown above the application form.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApplyConfig, ApplyConfigResult } from '@gen/api/model';
import { ApplyConfigUpdateBody } from '@gen/zod/common-settings/common-settings';
import { blank, DateField, endNotBeforeStart, FormPage, FormSection, RichTextField, SwitchField, useEntityForm } from '@/components/kit';
import { applyConfigQuery, saveApplyConfig } from './applyConfig';

/** The generated body is `{ id } & settings`: the settings half. */
const B = ApplyConfigUpdateBody.def.right.shape;
const schema = endNotBeforeStart(
  z.object({
    isOpen: B.isOpen,
    applyStartTime: blank(B.applyStartTime),
    applyEndTime: blank(B.applyEndTime),
    isAudit: B.isAudit,
    isSmsNotify: z.boolean(),
    notice: blank(B.notice),
    noticeEn: blank(B.noticeEn),
  }),
  'applyStartTime',
  'applyEndTime',
  'kit.validation.endBeforeStart',
);
type Values = z.input<typeof schema>;

const toValues = (c: ApplyConfig | null | undefined): Values => ({
  isOpen: c?.isOpen ?? false,
  applyStartTime: c?.applyStartTime ?? '',
  applyEndTime: c?.applyEndTime ?? '',
  isAudit: c?.isAudit ?? true,
  isSmsNotify: c?.isSmsNotify ?? false,
  notice: c?.notice ?? '',
  noticeEn: c?.noticeEn ?? '',
});

export function ApplyConfigPage() {
  const { t } = useTranslation();
  const record = useQuery(applyConfigQuery());
  const form = useEntityForm({
    schema,
    defaultValues: toValues(undefined),
    record,
    toValues: (r: ApplyConfigResult) => toValues(r.data),
    save: (values) => saveApplyConfig(record.data?.data.id ?? '', values),
    onSaved: () => void record.refetch(),
  });
  const { control } = form;
  return (
    <FormPage form={form} title="nav.host.set.base" description="host.base.description">
      <FormSection title="host.base.applications" columns={2}>
        <SwitchField control={control} name="isOpen" label={t('host.base.isOpen')} helper={t('host.base.isOpenHelper')} />
        <SwitchField control={control} name="isAudit" label={t('host.base.isAudit')} helper={t('host.base.isAuditHelper')} />
        <DateField control={control} name="applyStartTime" mode="datetime" label={t('host.base.start')} />
        <DateField control={control} name="applyEndTime" mode="datetime" label={t('host.base.end')} helper={t('host.base.endHelper')} />
        <SwitchField control={control} name="isSmsNotify" label={t('host.base.isSmsNotify')} helper={t('host.base.isSmsNotifyHelper')} />
      </FormSection>
      <FormSection title="host.base.notice" description="host.base.noticeHelper">
        <RichTextField control={control} name="notice" label={t('host.base.noticeZh')} minHeight="10rem" />
        <RichTextField control={control} name="noticeEn" label={t('host.base.noticeEn')} minHeight="10rem" />
      </FormSection>
    </FormPage>
  );
}
