import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { PageMeta } from '@gen/api/model';

/** The envelope of every paged list call: `{ status, data: { items, pageIndex, totalPages, ... } }`. */
export interface PageEnvelope<T> {
  data: PageMeta & { items: T[] };
}

export interface PagedList<T> {
  items: T[];
  totalCount: number;
}

/** Rows per request of the mobile lists. */
export const PAGE_SIZE = 10;

/**
 * The query of a paged POST list read as one growing list ("load more"). `queryKey` is the
 * generated key of the call without paging (so invalidating the call refreshes this list too);
 * the list is cached under `[...queryKey, 'pages']`. A route loader prefetches it
 * (`queryClient.prefetchInfiniteQuery(pagedListQuery(...))`: the first page) under the very key the
 * page then reads with `usePagedList`.
 */
export function pagedListQuery<T>(queryKey: QueryKey, fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<PageEnvelope<T>>) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, 'pages'],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.pageIndex < last.data.totalPages ? last.data.pageIndex + 1 : undefined),
  });
}

/** The query of `pagedListQuery`. */
export type PagedListQuery<T> = ReturnType<typeof pagedListQuery<T>>;

/**
 * A paged list shown as one growing list ("load more"), from `pagedListQuery`; `keep` drops rows
 * the page should not show.
 */
export function usePagedList<T>(query: PagedListQuery<T>, keep?: (row: T) => boolean) {
  return useInfiniteQuery({
    ...query,
    select: (data): PagedList<T> => {
      const items = data.pages.flatMap((p) => p.data.items);
      return { items: keep ? items.filter(keep) : items, totalCount: data.pages[0]?.data.totalCount ?? 0 };
    },
  });
}
