import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { PageMeta } from '@gen/api/model';

/** The envelope of every paged list call: `{ status, data: { items, pageIndex, totalPages, ... } }`. */
interface PageEnvelope<T> {
  data: PageMeta & { items: T[] };
}

export interface PagedList<T> {
  items: T[];
  totalCount: number;
}

/** Rows per request of the mobile lists. */
export const PAGE_SIZE = 10;

/**
 * A paged POST list shown as one growing list ("load more"). `queryKey` is the generated key of
 * the call without paging, so invalidating the call refreshes this list too; `keep` drops rows
 * the page should not show.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<PageEnvelope<T>>,
  keep?: (row: T) => boolean,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, 'pages'],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.pageIndex < last.data.totalPages ? last.data.pageIndex + 1 : undefined),
    select: (data): PagedList<T> => {
      const items = data.pages.flatMap((p) => p.data.items);
      return { items: keep ? items.filter(keep) : items, totalCount: data.pages[0]?.data.totalCount ?? 0 };
    },
  });
}
