/**
 * The list and form pages of a declared resource (see resource.ts): everything but the columns,
 * fields and special actions comes from the declaration.
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useRouteContext, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { ErrorPanel } from '../feedback/ErrorPanel';
import { ensureAccepted, reportError } from '../feedback/outcome';
import { FormPage } from '../form/FormPage';
import { useEntityForm, type AnySchema, type EntityForm } from '../form/useEntityForm';
import { PageHeader } from '../layout/PageHeader';
import { columnsOf, type ListColumn, type RowAction } from '../list/columns';
import { ListFilterSelect, type FilterOption } from '../list/ListToolbar';
import { lastListSearch, rememberListSearch } from '../list/lastSearch';
import { ListPage } from '../list/ListPage';
import type { ListSearchBase } from '../list/listSearch';
import { useListSearchOf, type ListSearchState } from '../list/useListSearch';
import { RouteLink } from '../navigation/RouteLink';
import type { I18nKey } from '../types';
import { isSharedForm, scopeIdOf, type Resource, type ScopeIds, type Scope } from './resource';
import { formatList } from '@/lib/i18n';

type AnyRes<Row = any, V = any> = Resource<any, any, any, V, Row>;

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

export interface ResourceFormPageProps<V, S extends AnySchema, R> {
  resource: AnyRes<any, V>;
  /** The form's schema, from the generated body schema (output: what create/update take). */
  schema: S & z.ZodType<V, any>;
  /** A new record's values; in edit mode the record's values for the same keys (null → the default). */
  defaultValues: z.input<S>;
  /** Edit mode: form values from the record, when they are not simply its fields of the same names. */
  toValues?: (record: R) => z.input<S>;
  /** The fields; `form` is react-hook-form's with the kit's extras. */
  children: (form: EntityForm<S>, record: R | undefined) => ReactNode;
  /** Extra header buttons. */
  actions?: ReactNode;
  /** A line under the title (e.g. what happens after saving). */
  description?: (isEdit: boolean) => I18nKey | undefined;
  /** The save button's text (default 保存), e.g. 提交审核 for a new record that goes to review. */
  submitLabel?: (isEdit: boolean) => I18nKey | undefined;
}

/** Form values of a record's `data`: the keys of `defaults`, with null/absent values as the default. */
function valuesOf<T extends Record<string, unknown>>(defaults: T, record: unknown): T {
  const data = ((record as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, data[key] ?? defaults[key]])) as T;
}

/**
 * A resource's create and edit page (one component for both routes): the record comes from the
 * route's loader, the edit page without a valid id says so, saving goes back to the list, and
 * a failed save keeps the values with the server's message above the form.
 * @example
 * <ResourceFormPage resource={brand} schema={schema} defaultValues={{ name: '', isShow: true }}>
 *   {(form) => <FormSection><TextField control={form.control} name="name" label={t('showcase.brand.name')} required /></FormSection>}
 * </ResourceFormPage>
 */
/** The resource's list as the user left it (page, filters, keyword), or its first page. */
function listTarget(resource: AnyRes) {
  return resource.to.list(lastListSearch(resource.paths.list));
}

export function ResourceFormPage<V, S extends AnySchema, R = unknown>(props: ResourceFormPageProps<V, S, R>) {
  const { resource } = props;
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const { id } = useSearch({ strict: false }) as { id?: string };
  // Create and edit on one path (see `paths` in resource.ts): there `?id=` means edit.
  const isEdit = routeId === resource.paths.edit && (!isSharedForm(resource) || Boolean(id));
  const scopeId = useScopeId(resource.scope);
  const title = (isEdit ? resource.titles.edit : resource.titles.create) ?? resource.titles.list;
  if (scopeId === null) return <ScopeNotice title={title} scope={resource.scope} />;
  if (isEdit && !id) return <MissingRecord resource={resource} title={title} />;
  return isEdit && id ? <EditForm key={id} {...props} id={id} scopeId={scopeId} title={title} /> : <ResourceForm {...props} scopeId={scopeId} title={title} />;
}

function EditForm<V, S extends AnySchema, R>(props: ResourceFormPageProps<V, S, R> & { id: string; scopeId: string; title: I18nKey }) {
  // The edit route's loader has put the record in the cache (ensureQueryData).
  const { data } = useSuspenseQuery(props.resource.one!(props.id) as UseSuspenseQueryOptions<R>);
  return <ResourceForm {...props} record={data as R} />;
}

function ResourceForm<V, S extends AnySchema, R>({
  resource, schema, defaultValues, toValues, children, actions, description, submitLabel, id, scopeId, title, record,
}: ResourceFormPageProps<V, S, R> & { id?: string; scopeId: string; title: I18nKey; record?: R }) {
  const form = useEntityForm<S, R>({
    schema,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    initialRecord: record,
    toValues: toValues ?? ((r: R) => valuesOf(defaultValues as Record<string, unknown>, r) as z.input<S>),
    save: (values) => (id ? resource.update!(id, values as V, scopeId, record) : resource.create!(values as V, scopeId)),
    backTo: listTarget(resource),
  });
  return (
    <FormPage form={form} title={title} actions={actions} description={description?.(Boolean(id))} submitLabel={submitLabel?.(Boolean(id))} breadcrumbs={[{ label: resource.titles.list, target: listTarget(resource) }, { label: title }]}>
      {children(form, record)}
    </FormPage>
  );
}
