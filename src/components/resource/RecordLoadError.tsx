import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../feedback/ErrorPanel';
import { failureMessage } from '../feedback/outcome';

/** A record that failed to load on an edit or detail page: the server's words and a retry. */
export function RecordLoadError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <ErrorPanel
      title={t('kit.resource.recordFailed')}
      description={failureMessage(error)}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
