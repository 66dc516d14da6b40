import { Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { notify } from '@/lib/notify';
import { useConfirm } from '../feedback/useConfirm';
import { ensureAccepted, reportError } from '../feedback/outcome';
import { QueryState } from '../feedback/QueryState';
import { PageHeader, type Crumb } from '../layout/PageHeader';
import { useGo, type RouteTarget } from '../navigation/RouteLink';
import type { I18nKey } from '../types';
import type { ListColumn, ListContext } from './columns';
import { DataTable } from './DataTable';
import type { ListSearchBase } from './listSearch';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import type { ListSearchState } from './useListSearch';

/** A paged answer `{ data: { items, totalCount, … } }`, or a plain list answer `{ data: Row[] }`. */
export type ListEnvelope<Row> = { data: { items: Row[]; totalCount: number } } | { data: Row[] };

/** The part of a generated query hook's result the list uses. */
export interface ListQuery<Row> {
  data: ListEnvelope<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => Promise<unknown>;
  /** Generated hooks expose their key: a refresh then invalidates every page of the list. */
  queryKey?: readonly unknown[];
}

export interface ListPageProps<Row> {
  /** Page title (i18n key); omit to render the list without a header (e.g. inside a tab). */
  title?: I18nKey;
  breadcrumbs?: Crumb[];
  description?: I18nKey;
  /** Extra header buttons (export …), before the create button. */
  actions?: ReactNode;
  /** URL state from `useListSearch(Route)`. */
  list: ListSearchState<ListSearchBase>;
  /** The generated list hook's result, called with `list.request` and `list.queryOptions`. */
  query: ListQuery<Row>;
  columns: ListColumn<Row>[];
  getRowId?: (row: Row, index: number) => string;
  /** Keyword placeholder (i18n key), or false for no keyword box. */
  searchPlaceholder?: I18nKey | false;
  /** Filter controls beside the keyword box. */
  filters?: ReactNode;
  /** Buttons at the right end of the toolbar. */
  toolbarExtra?: ReactNode;
  /** The create action: a page to open, or a handler. Shown in the header and the empty state. */
  create?: RouteTarget | (() => void);
  createLabel?: I18nKey;
  /** Enables row selection and a bulk delete (after a confirmation). */
  onDeleteMany?: (rows: Row[]) => Promise<unknown>;
  /** More buttons for the selected rows; `done()` clears the selection and refreshes. */
  bulkActions?: (rows: Row[], done: () => Promise<void>) => ReactNode;
  /** Render only the visible rows (automatic above 200 rows). */
  virtual?: boolean;
  emptyTitle?: I18nKey;
  /** Rendered between the header and the toolbar (figures, a summary of what the list holds). */
  summary?: ReactNode;
  /** Rendered after the list (drawers, dialogs of the page). */
  children?: ReactNode;
}

function rowsOf<Row>(data: ListEnvelope<Row>): { rows: Row[]; total: number; paged: boolean } {
  if (Array.isArray(data.data)) return { rows: data.data, total: data.data.length, paged: false };
  return { rows: data.data.items ?? [], total: data.data.totalCount ?? 0, paged: true };
}

function TableSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="2">
      <Skeleton height="10" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="12" />
      ))}
    </Stack>
  );
}

/**
 * A whole list page: header with create button, keyword + filters toolbar, table with sorting,
 * row actions and selection (bulk delete behind a confirmation), loading skeleton, empty state
 * with a create action, error with retry, and server paging with the total count. All list
 * state lives in the URL (see `listSearchSchema` / `useListSearch`).
 * @example
 * const list = useListSearch(Route);
 * const query = useProductGetByCompId({ ...list.request, compId }, list.queryOptions);
 * return <ListPage title="nav.host.pro.list" list={list} query={query} columns={columns}
 *   create={{ to: '/host/index/pro/pro-add' }} onDeleteMany={(rows) => Promise.all(rows.map((p) => productDelete({ id: p.id })))} />;
 */
export function ListPage<Row>({
  title, breadcrumbs, description, actions, list, query, columns, getRowId, searchPlaceholder, filters, toolbarExtra,
  create, createLabel = 'kit.list.create', onDeleteMany, bulkActions, virtual, emptyTitle, summary, children,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const go = useGo();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [bulkBusy, setBulkBusy] = useState(false);

  // Selection belongs to one page of one query: it resets when the request changes.
  const requestKey = JSON.stringify(list.request);
  const [selection, setSelection] = useState<{ key: string; selected: RowSelectionState }>({ key: requestKey, selected: {} });
  const selected = selection.key === requestKey ? selection.selected : {};
  const setSelected = (next: RowSelectionState) => setSelection({ key: requestKey, selected: next });

  const { queryKey, refetch } = query;
  const context = useMemo<ListContext>(
    () => ({
      refresh: () => (queryKey && queryKey.length >= 2 ? queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) }) : refetch()),
      confirm,
      navigate: (target) => void go(target),
    }),
    [queryKey, refetch, queryClient, confirm, go],
  );

  const view = query.data ? rowsOf(query.data) : undefined;
  const idOf = getRowId ?? ((row: Row, i: number) => String((row as { id?: unknown }).id ?? i));
  const selectedRows = view ? view.rows.filter((row, i) => selected[idOf(row, i)]) : [];

  // A page emptied by deletes (or a stale bookmark past the end) falls back to the last page.
  const { pageIndex, pageSize } = list.search;
  const lastPage = view?.paged && view.rows.length === 0 && view.total > 0 ? Math.max(1, Math.ceil(view.total / pageSize)) : undefined;
  const { setPage } = list;
  useEffect(() => {
    if (lastPage !== undefined && !query.isFetching && pageIndex > lastPage) setPage(lastPage);
  }, [lastPage, pageIndex, query.isFetching, setPage]);

  const createButton = create ? (
    <Button
      colorPalette="blue"
      onClick={() => (typeof create === 'function' ? create() : void go(create))}
    >
      <LuPlus /> {t(createLabel)}
    </Button>
  ) : null;

  const finishBulk = async () => {
    setSelected({});
    await context.refresh();
  };

  const deleteSelected = async () => {
    if (!onDeleteMany) return;
    const rows = selectedRows;
    const ok = await confirm({
      title: t('kit.list.bulkDeleteTitle'),
      message: t('kit.list.bulkDeleteConfirm', { count: rows.length }),
      danger: true,
      confirmLabel: t('kit.list.delete'),
    });
    if (!ok) return;
    setBulkBusy(true);
    try {
      const result = await onDeleteMany(rows);
      (Array.isArray(result) ? result : [result]).forEach((r) => ensureAccepted(r));
      notify.success(t('kit.list.deleted'));
      await finishBulk();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
      await context.refresh();
    } finally {
      setBulkBusy(false);
    }
  };

  const selectable = Boolean(onDeleteMany || bulkActions);

  return (
    <Stack gap="4" minW="0">
      {title && (
        <PageHeader
          title={title}
          breadcrumbs={breadcrumbs}
          description={description}
          actions={
            actions || createButton ? (
              <>
                {actions}
                {createButton}
              </>
            ) : undefined
          }
        />
      )}
      {summary}
      <ListToolbar list={list} searchPlaceholder={searchPlaceholder} filters={filters} extra={toolbarExtra} />
      {selectedRows.length > 0 && (
        <Flex as="section" aria-label={t('kit.list.selected', { count: selectedRows.length })} gap="3" align="center" wrap="wrap" bg="bg.muted" px="3" py="2" rounded="md">
          <Text textStyle="sm" aria-live="polite">
            {t('kit.list.selected', { count: selectedRows.length })}
          </Text>
          <HStack gap="2" wrap="wrap">
            {onDeleteMany && (
              <Button size="sm" colorPalette="red" variant="outline" loading={bulkBusy} onClick={() => void deleteSelected()}>
                <LuTrash2 /> {t('kit.list.bulkDelete')}
              </Button>
            )}
            {bulkActions?.(selectedRows, finishBulk)}
            <Button size="sm" variant="ghost" onClick={() => setSelected({})}>
              {t('kit.list.clearSelection')}
            </Button>
          </HStack>
        </Flex>
      )}
      <QueryState
        query={query}
        loading={<TableSkeleton rows={Math.min(pageSize, 8)} />}
        isEmpty={(data) => rowsOf(data).rows.length === 0 && !lastPage}
        emptyTitle={t(emptyTitle ?? (list.filtered ? 'kit.list.emptyFiltered' : 'kit.list.empty'))}
        emptyAction={list.filtered ? (
          <Button variant="outline" onClick={() => list.reset()}>
            {t('kit.list.reset')}
          </Button>
        ) : createButton}
      >
        {(data) => {
          const { rows, total, paged } = rowsOf(data);
          return (
            <Stack gap="3">
              <DataTable
                label={title ? t(title) : t('kit.list.rows')}
                rows={rows}
                columns={columns}
                getRowId={idOf}
                selection={selectable ? { selected, onChange: setSelected } : undefined}
                sort={list.search.sort}
                onSortChange={list.setSort}
                context={context}
                virtual={virtual}
                busy={query.isPlaceholderData && query.isFetching}
              />
              {paged && total > 0 && (
                <ListPagination<ListSearchBase> total={total} page={pageIndex} pageSize={pageSize} pageParam="pageIndex" onPageSizeChange={list.setPageSize} />
              )}
            </Stack>
          );
        }}
      </QueryState>
      {confirmDialog}
      {children}
    </Stack>
  );
}
