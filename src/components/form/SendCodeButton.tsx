import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCountdown } from './useCountdown';

/**
 * Sends a verification code. `send` resolves true when the server sent it: the user sees
 * 验证码已发送 and a resend countdown; otherwise 验证码发送失败 (000 §8).
 */
export function SendCodeButton({ send, disabled, seconds = 60 }: { send: () => Promise<boolean>; disabled?: boolean; seconds?: number }) {
  const { t } = useTranslation();
  const { left, running, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={disabled || running}
      loading={sending}
      onClick={async () => {
        setSending(true);
        try {
          const ok = await send();
          if (ok) {
            notify.success(t('auth.smsSent'));
            start();
          } else {
            notify.error(t('auth.smsFailed'));
          }
        } catch {
          notify.error(t('auth.smsFailed'));
        } finally {
          setSending(false);
        }
      }}
    >
      {running ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </Button>
  );
}
