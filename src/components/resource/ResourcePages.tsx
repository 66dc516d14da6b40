/**
 * The list page of a declared resource (see resource.ts) and what its pages share (the session's
 * scope, the notices): everything but the columns, fields and special actions comes from the
 * declaration. Its create and edit page is ResourceFormPage.tsx, apart, so that a list page does
 * not load the forms' code (react-hook-form and the fields).
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { ErrorPanel } from '../feedback/ErrorPanel';
import { ensureAccepted, reportError } from '../feedback/outcome';
import { PageHeader } from '../layout/PageHeader';
import { columnsOf, type ListColumn, type RowAction } from '../list/columns';
import { ListFilterSelect, type FilterOption } from '../list/ListToolbar';
import { lastListSearch, rememberListSearch } from '../list/lastSearch';
import { ListPage } from '../list/ListPage';
import type { ListSearchBase } from '../list/listSearch';
import { useListSearchOf, type ListSearchState } from '../list/useListSearch';
import { RouteLink } from '../navigation/RouteLink';
import type { I18nKey } from '../types';
import { scopeIdOf, type Resource, type ScopeIds, type Scope } from './resource';
import { formatList } from '@/lib/i18n';

export type AnyRes<Row = any, V = any> = Resource<any, any, any, V, Row>;

const NO_SCOPE: Record<Exclude<Scope, 'none'>, I18nKey> = {
  company: 'kit.resource.noCompany',
  join: 'kit.resource.noJoin',
  exhibition: 'kit.resource.noExhibition',
};

/** The session's ids in route context (company, current join and its exhibition). */
export function useScopeIds(): ScopeIds | undefined {
  return (useRouteContext({ strict: false }) as { scope?: ScopeIds }).scope;
}

/** The scope id of a resource from route context (null: the session has none). */
export function useScopeId(scope: Scope): string | null {
  return scopeIdOf(scope, useScopeIds());
}

/** A page whose resource needs a company, join or exhibition the session does not have. */
export function ScopeNotice({ title, scope }: { title: I18nKey; scope: Scope }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t(scope === 'none' ? 'kit.resource.noCompany' : NO_SCOPE[scope])}</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}

/** An edit page opened without a valid `?id=`: says so and leads back to the list. */
export function MissingRecord({ resource, title }: { resource: AnyRes; title: I18nKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <PageHeader title={title} breadcrumbs={[{ label: resource.titles.list, target: listTarget(resource) }, { label: title }]} />
      <ErrorPanel title={t('kit.resource.missingId')} description={t('kit.resource.missingIdHint')} />
      <div>
        <Button asChild variant="outline">
          <RouteLink link={resource.to.list()}>{t('kit.resource.backToList')}</RouteLink>
        </Button>
      </div>
    </Stack>
  );
}

/** The shown/hidden filter of a resource with an `isShow` search param. */
export const SHOW_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'kit.status.shown' },
  { value: false, label: 'kit.status.hidden' },
];

/** Runs an action on each selected row; says how many succeeded and which failed. */
async function runEach<Row>(rows: Row[], action: (row: Row) => Promise<unknown>, nameOf: (row: Row) => string, t: TFunction) {
  const results = await Promise.allSettled(rows.map(async (row) => ensureAccepted(await action(row))));
  const failed = rows.filter((_, i) => results[i].status === 'rejected');
  if (failed.length === 0) notify.success(t('kit.resource.bulkDone', { count: rows.length }));
  else {
    const names = formatList(failed.slice(0, 5).map(nameOf));
    reportError(undefined, t('kit.resource.bulkPartial', { done: rows.length - failed.length, failed: failed.length, names }));
  }
}

/** A select filter bound to one search param of a resource's list. */
export interface ResourceFilter<S extends ListSearchBase> {
  name: Exclude<keyof S, keyof ListSearchBase> & string;
  label: I18nKey;
  options: FilterOption<any>[];
}

/** A resource's row type and list search params. */
type RowOfResource<Res> = Res extends Resource<any, any, any, any, infer Row> ? Row : never;
type SearchOfResource<Res> = Res extends Resource<infer S, any, any, any, any> ? z.output<S> & ListSearchBase : never;

export interface ResourceListPageProps<Res extends AnyRes, Row = RowOfResource<Res>, S extends ListSearchBase = SearchOfResource<Res>> {
  resource: Res;
  /** The data columns; edit, delete and `rowActions` are added at the end. */
  columns: ListColumn<Row>[];
  /** Select filters on search params of the list (`showFilter` adds the shown/hidden one). */
  filters?: ResourceFilter<S>[];
  /** The shown/hidden filter (the search schema has `isShow`). */
  showFilter?: boolean;
  /** Filter controls of the page's own (choices that are data, e.g. groups), after `filters`. */
  moreFilters?: (list: ListSearchState<S>) => ReactNode;
  searchPlaceholder?: I18nKey | false;
  /** More actions per row, after edit. */
  rowActions?: RowAction<Row>[];
  /** Header buttons (exports …). */
  actions?: ReactNode;
  /** More buttons for the selected rows (batch approve …); `done()` clears the selection and refreshes. */
  bulkActions?: (rows: Row[], done: () => Promise<void>) => ReactNode;
  description?: I18nKey;
  /** A 查看 action that opens the row's details (e.g. a DetailDrawer of the page). */
  onView?: (row: Row) => void;
  /** Drawers and dialogs of the page. */
  children?: ReactNode;
}

/**
 * A resource's list page: title, create button, search and filters in the URL, the page's data
 * (loaded by the route), edit/delete per row, bulk delete and — when the resource has them —
 * bulk show/hide and featuring, with a summary of what succeeded.
 * @example <ResourceListPage resource={brand} columns={columns} showFilter searchPlaceholder="showcase.brand.search" />
 */
export function ResourceListPage<Res extends AnyRes>({
  resource, columns, filters, showFilter, moreFilters, searchPlaceholder, rowActions, actions, bulkActions, description, onView, children,
}: ResourceListPageProps<Res>) {
  const scopeId = useScopeId(resource.scope);
  if (scopeId === null) return <ScopeNotice title={resource.titles.list} scope={resource.scope} />;
  return (
    <ResourceList
      {...{ resource, columns, filters, showFilter, moreFilters, searchPlaceholder, rowActions, actions, bulkActions, description, onView, children }}
      scopeId={scopeId}
    />
  );
}

function ResourceList<Res extends AnyRes, Row = RowOfResource<Res>, S extends ListSearchBase = SearchOfResource<Res>>({
  resource, columns, filters, showFilter, moreFilters, searchPlaceholder, rowActions, actions, bulkActions, description, onView, children, scopeId,
}: ResourceListPageProps<Res, Row, S> & { scopeId: string }) {
  const { t } = useTranslation();
  const list = useListSearchOf<S>();
  useEffect(() => rememberListSearch(resource.paths.list, list.search as Record<string, unknown>), [resource.paths.list, list.search]);
  // The route's loader fetched this page already; a failure there shows here (with a retry)
  // instead of being retried silently on mount.
  const query = useQuery({ ...resource.list(list.request, scopeId), placeholderData: keepPreviousData, retryOnMount: false });
  const nameOf = (row: Row) => resource.nameOf?.(row) ?? resource.idOf(row);

  const allColumns = useMemo(() => {
    const c = columnsOf<Row>();
    const { remove } = resource;
    const hasActions = Boolean(resource.to.edit || remove || rowActions?.length || onView);
    return hasActions
      ? [
          ...columns,
          c.actions({
            onView,
            edit: resource.to.edit,
            onDelete: remove,
            nameOf: resource.nameOf,
            items: rowActions,
          }),
        ]
      : columns;
  }, [columns, resource, rowActions, onView]);

  const { setShow, setTopic, remove } = resource;
  const bulk = (rows: Row[], done: () => Promise<void>) => {
    const run = (action: (row: Row) => Promise<unknown>) => async () => {
      await runEach(rows, action, nameOf, t);
      await done();
    };
    return (
      <>
        {setShow && (
          <>
            <Button size="sm" variant="outline" onClick={run((row) => setShow(row, true))}>
              {t('kit.resource.bulkShow')}
            </Button>
            <Button size="sm" variant="outline" onClick={run((row) => setShow(row, false))}>
              {t('kit.resource.bulkHide')}
            </Button>
          </>
        )}
        {setTopic && (
          <>
            <Button size="sm" variant="outline" onClick={run((row) => setTopic(row, 1))}>
              {t('kit.resource.bulkTopic')}
            </Button>
            <Button size="sm" variant="outline" onClick={run((row) => setTopic(row, 0))}>
              {t('kit.resource.bulkUntopic')}
            </Button>
          </>
        )}
        {bulkActions?.(rows, done)}
      </>
    );
  };

  return (
    <ListPage
      title={resource.titles.list}
      description={description}
      actions={actions}
      list={list as unknown as ListSearchState<ListSearchBase>}
      query={query}
      columns={allColumns}
      getRowId={(row) => resource.idOf(row)}
      searchPlaceholder={searchPlaceholder}
      create={resource.to.create?.()}
      createLabel={resource.titles.create}
      filters={
        <>
          {showFilter && <ListFilterSelect list={list as unknown as ListSearchState<ListSearchBase & { isShow?: boolean }>} name="isShow" label="kit.resource.showFilter" options={SHOW_FILTER} />}
          {filters?.map((filter) => (
            <ListFilterSelect key={filter.name} list={list as unknown as ListSearchState<ListSearchBase & Record<string, unknown>>} name={filter.name} label={filter.label} options={filter.options} />
          ))}
          {moreFilters?.(list)}
        </>
      }
      onDeleteMany={remove ? (rows) => Promise.all(rows.map((row) => remove(row))) : undefined}
      bulkActions={setShow || setTopic || bulkActions ? bulk : undefined}
    >
      {children}
    </ListPage>
  );
}

/** The resource's list as the user left it (page, filters, keyword), or its first page. */
export function listTarget(resource: AnyRes) {
  return resource.to.list(lastListSearch(resource.paths.list));
}
