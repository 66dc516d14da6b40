import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch, type AnyRoute, type NavigateOptions } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, activeFilters, toPageRequest, type ListSearchBase, type ListSort, type PageRequestBody } from './listSearch';

/** The list state of one page, read from and written to its URL. */
export interface ListSearchState<S extends ListSearchBase = ListSearchBase> {
  /** The validated search params (pageIndex, pageSize, sort, keyword, filters). */
  search: S;
  /** The list call's body: PageRequest (pageIndex, pageSize, sorts, keyword) + filters with a value. */
  request: PageRequestBody & Omit<S, keyof ListSearchBase>;
  /** Pass as the generated hook's options: the previous page stays on screen while the next loads. */
  queryOptions: { query: { placeholderData: typeof keepPreviousData } };
  /** Whether a keyword or filter narrows the list (the empty state then says "nothing matches"). */
  filtered: boolean;
  setPage(pageIndex: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: ListSort | undefined): void;
  setKeyword(keyword: string): void;
  /** Changes filters (undefined clears one) and goes back to page 1. */
  setFilters(patch: Partial<Omit<S, keyof ListSearchBase>>): void;
  /** Clears keyword and filters; keeps page size and sort. */
  reset(): void;
}

/**
 * Reads and writes a list page's URL state (see `listSearchSchema`) through TanStack Router.
 * Generic over the route: the search type comes from the route's `validateSearch`.
 * @example
 * const list = useListSearch(Route);
 * const query = useProductGetByCompId({ ...list.request, compId }, list.queryOptions);
 */
export function useListSearch<TRoute extends AnyRoute>(_route: TRoute): ListSearchState<TRoute['types']['fullSearchSchema'] & ListSearchBase> {
  return useListSearchOf<TRoute['types']['fullSearchSchema'] & ListSearchBase>();
}

/**
 * The same for the page's own route, typed by its search schema (resource pages, which know
 * their schema but not their route object).
 */
export function useListSearchOf<S extends ListSearchBase>(): ListSearchState<S> {
  // A list page reads its own route's search; the schema validated it before the page rendered.
  const search = useSearch({ strict: false }) as unknown as S;
  const navigate = useNavigate();

  const write = useCallback(
    (patch: Record<string, unknown>, resetPage: boolean) => {
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...patch, ...(resetPage ? { pageIndex: 1 } : {}) }),
        resetScroll: false,
      } as unknown as NavigateOptions);
    },
    [navigate],
  );

  return useMemo<ListSearchState<S>>(() => {
    const filters = activeFilters(search);
    return {
      search,
      request: toPageRequest(search),
      queryOptions: { query: { placeholderData: keepPreviousData } },
      filtered: Boolean(search.keyword?.trim()) || Object.keys(filters).length > 0,
      setPage: (pageIndex) => {
        if (pageIndex !== search.pageIndex) write({ pageIndex }, false);
      },
      setPageSize: (pageSize) => write({ pageSize: pageSize || DEFAULT_PAGE_SIZE }, true),
      setSort: (sort) => write({ sort }, true),
      setKeyword: (keyword) => write({ keyword: keyword.trim() || undefined }, true),
      setFilters: (patch) => write(patch as Record<string, unknown>, true),
      reset: () => write({ keyword: undefined, ...Object.fromEntries(Object.keys(filters).map((k) => [k, undefined])) }, true),
    };
  }, [search, write]);
}
