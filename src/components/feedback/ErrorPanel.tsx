import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** An error with a way out: every failed load offers a retry. */
export function ErrorPanel({ title, description, onRetry }: { title?: string; description?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? t('errors.queryFailed')}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <HStack>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </HStack>
      )}
    </Alert.Root>
  );
}
