/**
 * A resource declared once: its pages' URLs and titles, its list's search params, the scope it
 * belongs to, and the generated query options and calls that read and change it. Route options
 * (search validation, loaders, titles for navigation and breadcrumbs), the list and form pages'
 * shared behaviour, and the parameterised CRUD test all come from this declaration.
 *
 * Two halves, so that the route tree (in the entry chunk) carries no generated code: the pages
 * (definePages, in the feature's routes.ts: URLs, titles, search params, scope) and the resource
 * (defineResource, in resources.ts: the generated calls). Route files spread the pages' route
 * options and name the resource's loader, which the router plugin splits off with the page.
 *
 * @example
 * // features/showcase/routes.ts
 * export const brandPages = definePages({
 *   domain: 'showcase', scope: 'company', section: 'showcase',
 *   paths: { list: '/exhibition{-$lang}/index/brand/allbrand', create: '/exhibition{-$lang}/index/brand/addbrand', edit: '/exhibition{-$lang}/index/brand/editbrand' },
 *   titles: { list: 'nav.exhibitor.brand.allbrand', create: 'nav.exhibitor.brand.addbrand', edit: 'nav.exhibitor.brand.editbrand' },
 *   search: lazySchema(() => listSearchSchema({ isShow: z.boolean() })),
 * });
 * // features/showcase/resources.ts
 * export const brand = defineResource(brandPages, {
 *   list: (request, compId) => getBrandGetAllByCompIdQueryOptions({ ...request, compId }),
 *   one: (id) => getBrandGetQueryOptions({ id }),
 *   create: (values: BrandValues, compId) => brandCreate({ ...values, compId }),
 *   update: (id, values: BrandValues, compId) => brandUpdate({ ...values, id, compId }),
 *   remove: (row) => brandDelete({ id: row.id }),
 *   setShow: (row, isShow) => brandSetShow({ id: row.id, isShow }),
 *   nameOf: (row) => row.name,
 * });
 */
import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { loadLocale, type LocaleDomain } from '@/lib/i18n';
import { idParam } from '@/lib/validation';
import { toPageRequest, type ListSearchBase, type PageRequestBody } from '../list/listSearch';
import type { RouteTarget } from '../navigation/RouteLink';
import type { I18nKey } from '../types';
import { RecordLoadError } from './RecordLoadError';

/** Who a resource belongs to: the signed-in company, its current join, the current exhibition, or no one. */
export type Scope = 'company' | 'join' | 'exhibition' | 'none';

/** The session's ids, put into route context by the back office layouts (`context.scope`). */
export interface ScopeIds {
  compId?: string;
  joinId?: string;
  exhibitionId?: string;
}

const SCOPE_ID = { company: 'compId', join: 'joinId', exhibition: 'exhibitionId' } as const;

/** The id a scoped call needs ('' for unscoped resources), or null when the session has none. */
export function scopeIdOf(scope: Scope, ids: ScopeIds | undefined): string | null {
  if (scope === 'none') return '';
  return ids?.[SCOPE_ID[scope]] || null;
}

/** What the kit needs of a generated `get<Op>QueryOptions(...)` for an answer T: its key and fetcher. */
export interface QueryOptionsOf<T> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<T, QueryKey, never> | SkipToken;
}

/** The row type of a list answer (`{ data: { items } }` or `{ data: Row[] }`). */
export type RowOf<L> = L extends { data: { items: (infer R)[] } } ? R : L extends { data: (infer R)[] } ? R : never;

/** The search params of the edit and detail pages: `?id=` of the record; a malformed id is dropped. */
export const recordSearch = z.object({ id: idParam });

/** A section of the navigation (the back office layouts give each one its title). */
export type NavSectionId = string;

/** What the route files need before a page's code arrives: URLs, titles, search params, scope. */
export interface ResourcePagesDefinition<S extends z.ZodType<ListSearchBase, any>> {
  /** Interface text the pages use, loaded with their routes. */
  domain: LocaleDomain | LocaleDomain[];
  scope: Scope;
  /** The navigation section the list page is listed under. */
  section: NavSectionId;
  /**
   * Registered route paths (exhibitor pages as `/exhibition{-$lang}/...`). Create and edit may be
   * one path (`release-new`): its route takes `routes.edit`, and there `?id=` means edit, no id create.
   */
  paths: { list: string; create?: string; edit?: string; detail?: string };
  titles: { list: I18nKey; create?: I18nKey; edit?: I18nKey; detail?: I18nKey };
  /** The list's URL search params (`lazySchema(() => listSearchSchema({...filters}))`: built when the list is first opened). */
  search: S;
}

/** How a resource is read and changed: the generated query options and calls. */
export interface ResourceData<S extends z.ZodType<ListSearchBase, any>, L, R, V, Row = RowOf<L>> {
  /** The generated list query options for one page of the list. */
  list: (request: PageRequestBody & Omit<z.output<S>, keyof ListSearchBase>, scopeId: string) => QueryOptionsOf<L>;
  /** The generated query options of one record (edit and detail pages). */
  one?: (id: string) => QueryOptionsOf<R>;
  create?: (values: V, scopeId: string) => Promise<unknown>;
  /** `record`: the loaded record (for fields the form does not edit but the call needs). */
  update?: (id: string, values: V, scopeId: string, record: R) => Promise<unknown>;
  remove?: (row: Row) => Promise<unknown>;
  setShow?: (row: Row, isShow: boolean) => Promise<unknown>;
  setTopic?: (row: Row, topic: 0 | 1) => Promise<unknown>;
  /** The row's name in questions and messages (删除「name」吗？). */
  nameOf?: (row: Row) => string;
  /** The row's id (default `row.id`). */
  idOf?: (row: Row) => string;
}

export type ResourceDefinition<S extends z.ZodType<ListSearchBase, any>, L, R, V, Row = RowOf<L>> = ResourcePagesDefinition<S> & ResourceData<S, L, R, V, Row>;

export interface LoaderArgs<D> {
  context: { queryClient: QueryClient; scope?: ScopeIds };
  deps: D;
  cause: 'preload' | 'enter' | 'stay';
}

/** The pages of a resource, for its route files: `createFileRoute(path)({ ...brandPages.routes.list, loader: brand.loaders.list, component })`. */
export type ResourcePages<S extends z.ZodType<ListSearchBase, any>> = ResourcePagesDefinition<S> & {
  routes: ReturnType<typeof routeOptions<S>>;
};

export type Resource<S extends z.ZodType<ListSearchBase, any>, L, R, V, Row = RowOf<L>> = ResourceDefinition<S, L, R, V, Row> & {
  idOf: (row: Row) => string;
  /** Link targets of the resource's pages. */
  to: {
    list: (search?: Partial<z.input<S>>) => RouteTarget;
    create?: () => RouteTarget;
    edit?: (row: Row | string) => RouteTarget;
    detail?: (row: Row | string) => RouteTarget;
  };
  routes: ResourcePages<S>['routes'];
  /** The data loaders of the list, edit and detail routes (split with the page's code). */
  loaders: ReturnType<typeof loadersOf<S, L, R, V, Row>>;
};

/** Create and edit are one page (one path): `?id=` tells them apart. */
export function isSharedForm(def: { paths: { create?: string; edit?: string } }): boolean {
  return Boolean(def.paths.edit) && def.paths.edit === def.paths.create;
}

function domainsOf(def: { domain: LocaleDomain | LocaleDomain[] }): LocaleDomain[] {
  return Array.isArray(def.domain) ? def.domain : [def.domain];
}

/**
 * Route options that need no generated code, so that the route tree (in the entry chunk) stays
 * small: titles, search validation, the loaders' deps. The data loaders come from the resource.
 */
function routeOptions<S extends z.ZodType<ListSearchBase, any>>(def: ResourcePagesDefinition<S>) {
  const domains = domainsOf(def);
  const child = (title: I18nKey | undefined) => ({ title, parent: def.paths.list });
  const record = {
    errorComponent: RecordLoadError,
    validateSearch: recordSearch,
    loaderDeps: ({ search }: { search: z.output<typeof recordSearch> }) => ({ id: search.id }),
    // Coming back to a record's page runs its loader before showing it (not the last visit's
    // page while it reloads behind): a form starts from the record as it is now. Hover
    // preloading keeps its own cache time.
    gcTime: 0,
  };
  return {
    /** The list page: search params in the URL. */
    list: {
      staticData: { title: def.titles.list, section: def.section },
      validateSearch: def.search,
      loaderDeps: ({ search }: { search: z.output<S> }) => search,
    },
    /** The create page: only its interface text to load. */
    create: {
      staticData: child(def.titles.create),
      loader: () => loadLocale(...domains),
    },
    /** The edit page: `?id=`. When create and edit share the path, this route is both, named by the create title. */
    edit: { staticData: child(isSharedForm(def) ? def.titles.create : def.titles.edit), ...record },
    /** The detail page, like edit. */
    detail: { staticData: child(def.titles.detail), ...record },
    /** The section's bare URL (`/exhibition/index/brand`) opens the list. */
    section: {
      beforeLoad: ({ params }: { params: Record<string, unknown> }): never => {
        throw redirect({ to: def.paths.list, params, replace: true } as unknown as Parameters<typeof redirect>[0]);
      },
    },
  };
}

function loadersOf<S extends z.ZodType<ListSearchBase, any>, L, R, V, Row>(def: ResourceDefinition<S, L, R, V, Row>) {
  const domains = domainsOf(def);
  const record = async ({ context, deps }: LoaderArgs<{ id?: string }>) => {
    await loadLocale(...domains);
    if (!deps.id || !def.one || scopeIdOf(def.scope, context.scope) === null) return;
    const one = def.one(deps.id);
    // A record saved a moment ago is cached as it was, invalidated (its reload stopped when the
    // form closed): read it afresh then, so that the form starts from what was saved.
    const cached = context.queryClient.getQueryState(one.queryKey);
    await (cached?.isInvalidated ? context.queryClient.fetchQuery(one) : context.queryClient.ensureQueryData(one));
  };
  return {
    /** The list's first page of data, fetched with the page's code. */
    list: async ({ context, deps, cause }: LoaderArgs<z.output<S>>) => {
      const scopeId = scopeIdOf(def.scope, context.scope);
      const locale = loadLocale(...domains);
      if (scopeId === null) return locale;
      // Entering or preloading waits for the data (the page then paints with it); paging and
      // filtering on the page do not (the previous page stays while the next one loads).
      const request = toPageRequest(deps as z.output<S> & ListSearchBase) as Parameters<typeof def.list>[0];
      const data = context.queryClient.prefetchQuery(def.list(request, scopeId));
      await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
    },
    /** The edit page: the record is in the cache before the page renders. */
    edit: record,
    detail: record,
  };
}

/**
 * The pages of a resource: what its route files need before the page code arrives. Kept apart
 * from the generated calls (defineResource) so that the route tree does not carry them.
 */
export function definePages<S extends z.ZodType<ListSearchBase, any>>(def: ResourcePagesDefinition<S>): ResourcePages<S> {
  return { ...def, routes: routeOptions(def) };
}

/** Declares a resource: its pages (definePages) and how it is read and changed (see the file's example). */
export function defineResource<S extends z.ZodType<ListSearchBase, any>, L, R = unknown, V = unknown, Row = RowOf<L>>(
  pages: ResourcePages<S>,
  data: ResourceData<S, L, R, V, Row>,
): Resource<S, L, R, V, Row> {
  const def: ResourceDefinition<S, L, R, V, Row> = { ...pages, ...data };
  const idOf = data.idOf ?? ((row: Row) => String((row as { id?: unknown }).id));
  const target = (path: string | undefined, search?: Record<string, unknown>) => (path ? { to: path, search } : undefined);
  const idParam = (row: Row | string) => ({ id: typeof row === 'string' ? row : idOf(row) });
  return {
    ...def,
    idOf,
    to: {
      list: (search) => ({ to: pages.paths.list, search }),
      create: pages.paths.create ? () => target(pages.paths.create)! : undefined,
      edit: pages.paths.edit ? (row) => target(pages.paths.edit, idParam(row))! : undefined,
      detail: pages.paths.detail ? (row) => target(pages.paths.detail, idParam(row))! : undefined,
    },
    routes: pages.routes,
    loaders: loadersOf(def),
  };
}

/** Any declared resource (for the kit's pages and the CRUD tests). */
export type AnyResource = Resource<any, any, any, any, any>;

/**
 * The key prefix shared by every page and filter of a resource's list (the list call's key without
 * its body): invalidate it after a change made outside the list's own actions (a drawer's save).
 * @example const editor = useTableEditor<Row>(listKeyOf(exhibitorJoin, exhibitionId));
 */
export function listKeyOf(resource: AnyResource, scopeId: string): QueryKey {
  return resource.list({ pageIndex: 1, pageSize: 1 } as Parameters<AnyResource['list']>[0], scopeId).queryKey.slice(0, 1);
}
