/** Small parts shared by the sections of 活动直播: drawer state, the audit states, copy to clipboard. */
import { Alert, IconButton } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCopy } from 'react-icons/lu';
import type { ActivityLiveFieldsFragment } from '@gen/graphql/hooks';
import { defineStatusMap, type I18nKey } from '@/components/kit';
import { notify } from '@/lib/notify';

export type LiveActivity = ActivityLiveFieldsFragment;

export const ROUTE = '/exhibition{-$lang}/index/activity/act-live' as const;

/** The live application's audit state (GraphQL LiveAuditStatus). */
export const auditStatus = defineStatusMap({
  NOT_APPLIED: { label: 'liveManage.audit.NOT_APPLIED', color: 'gray' },
  PENDING: { label: 'liveManage.audit.PENDING', color: 'orange' },
  APPROVED: { label: 'liveManage.audit.APPROVED', color: 'green' },
  REJECTED: { label: 'liveManage.audit.REJECTED', color: 'red' },
  NO_AUDIT_NEEDED: { label: 'liveManage.audit.NO_AUDIT_NEEDED', color: 'blue' },
});

/** Whether the live may run (approved or no audit needed) and has its channel. */
export const hasChannel = (a: LiveActivity): a is LiveActivity & { liveChannelId: string } =>
  (a.liveAudit === 'APPROVED' || a.liveAudit === 'NO_AUDIT_NEEDED') && Boolean(a.liveChannelId);

/** A drawer's state: remounted (new key) at each opening so its form starts from that record. */
export function useDrawer<T>() {
  const [state, setState] = useState<{ key: number; value: T } | null>(null);
  const open = useCallback((value: T) => setState((prev) => ({ key: (prev?.key ?? 0) + 1, value })), []);
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
}

/** Copies a text and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={t('liveManage.copy', { name: label })}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          notify.success(t('liveManage.copied'));
        } catch {
          notify.error(t('liveManage.copyFailed'));
        }
      }}
    >
      <LuCopy />
    </IconButton>
  );
}

/** A section that needs the live's channel, before the application is approved. */
export function NoChannel({ message = 'liveManage.noChannel' }: { message?: I18nKey }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{t(message)}</Alert.Title>
    </Alert.Root>
  );
}
