import { EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/http/client';
import { ErrorPanel } from './ErrorPanel';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'>;
  /** Whether the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry) and empty states of one query, then its content. */
export function QueryState<T>({ query, isEmpty, emptyTitle, emptyAction, skeletonRows = 4, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} height="8" />
        ))}
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return <ErrorPanel description={serverMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{emptyTitle ?? t('common.empty')}</EmptyState.Title>
          {emptyAction}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children(query.data)}</>;
}
