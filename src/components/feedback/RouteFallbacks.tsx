import { Center, Spinner } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/lib/config';
import { isChunkError, userMessage } from '@/lib/http/client';
import { ReloadButton, StatusPage } from './StatusPage';

/** Test and dev hook: a shorter chunk time-out (localStorage `expo.dev.chunkTimeoutMs`). */
function chunkTimeoutMs(): number {
  try {
    const override = Number(globalThis.localStorage?.getItem('expo.dev.chunkTimeoutMs'));
    return override > 0 ? override : config.chunkLoadTimeoutMs;
  } catch {
    return config.chunkLoadTimeoutMs;
  }
}

/** Shown while a page's code and data load; after 120 s (000 §9) it offers a retry instead. */
export function RoutePending() {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), chunkTimeoutMs());
    return () => clearTimeout(timer);
  }, []);
  if (timedOut) {
    return <StatusPage title={t('errors.unexpected')} description={t('errors.chunkTimeout')} action={<ReloadButton label={t('common.reload')} />} />;
  }
  return (
    <Center minH="40vh" aria-busy="true" aria-label={t('common.loading')}>
      <Spinner size="lg" />
    </Center>
  );
}

/** A page that failed to load or render: never a blank screen, always a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const chunk = isChunkError(error);
  return (
    <StatusPage
      title={t('errors.unexpected')}
      description={userMessage(error)}
      action={
        <ReloadButton
          label={chunk ? t('common.reload') : t('common.retry')}
          onClick={
            chunk
              ? undefined
              : () => {
                  reset();
                  void router.invalidate();
                }
          }
        />
      }
    />
  );
}
