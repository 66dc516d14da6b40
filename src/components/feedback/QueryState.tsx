import { Box, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/http/client';
import { ErrorPanel } from './ErrorPanel';

/** What QueryState reads of a query (any TanStack Query result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * Several queries shown as one: loading or failed while any of them is, its data once every one
 * has answered; the retry asks again only those that failed.
 * @example const both = combineQueries([types, settings], () => join(types.data!, settings.data!));
 */
export function combineQueries<T>(queries: readonly QueryLike<unknown>[], data: () => T): QueryLike<T> {
  return {
    data: queries.every((q) => q.data !== undefined) ? data() : undefined,
    isPending: queries.some((q) => q.isPending),
    isError: queries.some((q) => q.isError),
    error: queries.find((q) => q.isError)?.error,
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Whether the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  /** Translated second line of the empty state. */
  emptyDescription?: string;
  emptyAction?: ReactNode;
  skeletonRows?: number;
  /** A skeleton shaped like the content (e.g. a table); replaces the default bars. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error (with retry) and empty states of one query, then its content.
 * @example
 * <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyAction={<Button>…</Button>}>
 *   {(r) => <List items={r.data} />}
 * </QueryState>
 */
export function QueryState<T>({ query, isEmpty, emptyTitle, emptyDescription, emptyAction, skeletonRows = 4, loading, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    if (loading) {
      return (
        <Box aria-busy="true" aria-label={t('common.loading')}>
          {loading}
        </Box>
      );
    }
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
          {emptyDescription && <EmptyState.Description>{emptyDescription}</EmptyState.Description>}
          {emptyAction}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children(query.data)}</>;
}
