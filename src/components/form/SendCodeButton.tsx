import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCountdown } from './useCountdown';

/** A refused send with the server's own words (token calls that report `successed`). */
export interface SendCodeRefusal {
  message: string;
}

/**
 * Sends a verification code. `send` resolves true when the server sent it: the user sees
 * 验证码已发送 and a resend countdown; otherwise 验证码发送失败 (000 §8), or the server's message
 * when `send` resolves a refusal.
 */
export function SendCodeButton({ send, disabled, seconds = 60 }: { send: () => Promise<boolean | SendCodeRefusal>; disabled?: boolean; seconds?: number }) {
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
          const result = await send();
          if (result === true) {
            notify.success(t('auth.smsSent'));
            start();
          } else if (result !== false) {
            notify.error(result.message);
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
