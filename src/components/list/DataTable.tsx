import { Box, chakra, Table, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type HeaderContext,
  type Row as TableRow,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { STATUS_COLORS } from '../types';
import type { KitColumnMeta, ListColumn, ListContext } from './columns';
import type { ListSort } from './listSearch';
import { BodyRow } from './tableRows';
import type { VirtualRowsProps } from './VirtualRows';

/** Above this many rows the table virtualises by itself. */
export const VIRTUAL_THRESHOLD = 200;

/** How many rows a long list draws while its virtual rows' code loads (a screenful and more). */
const FIRST_ROWS = 20;

// Most lists never virtualise: the virtualiser is a chunk of its own, fetched when a list needs it.
const VirtualRows = lazy(() => import('./VirtualRows').then((m) => ({ default: m.VirtualRows }))) as <Row>(props: VirtualRowsProps<Row>) => ReactElement;

export interface DataTableProps<Row> {
  rows: Row[];
  columns: ListColumn<Row>[];
  /** Stable row id (selection survives refreshes); defaults to `row.id`, else the index. */
  getRowId?: (row: Row, index: number) => string;
  /** Checkbox selection of rows, keyed by row id. */
  selection?: { selected: RowSelectionState; onChange: (selected: RowSelectionState) => void };
  sort?: ListSort;
  onSortChange?: (sort: ListSort | undefined) => void;
  /** What cells may do (refresh, confirm, navigate); ListPage sets it. */
  context?: ListContext;
  /** Render only the visible rows (also on by itself above 200 rows). */
  virtual?: boolean;
  /** Height of the scrolling area when virtualised. */
  height?: string;
  /** Estimated row height in px for virtualisation. */
  rowHeight?: number;
  /** Accessible name of the table. */
  label: string;
  /** The rows are being refreshed: dim them. */
  busy?: boolean;
}

function defaultRowId<Row>(row: Row, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

function nextSort(current: ListSort | undefined, key: string): ListSort | undefined {
  if (current?.propertyName !== key) return { propertyName: key, direction: 'asc' };
  return current.direction === 'asc' ? { propertyName: key, direction: 'desc' } : undefined;
}

/**
 * Body rows and cells are plain elements with static class names, styled once by the table
 * (bodyCss) rather than each through Chakra's recipe: a long list re-renders rows as it scrolls.
 */
const bodyCss = {
  '& tr.kit-row': { bg: 'bg' },
  '& tr.kit-row:hover, & tr.kit-row[data-selected]': { bg: 'colorPalette.subtle' },
  '& td.kit-cell': { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px' },
  '& td.kit-cell[data-align=center]': { textAlign: 'center' },
  '& td.kit-cell[data-align=end]': { textAlign: 'end' },
  // The switches of toggle columns (columns.tsx ToggleCell): a checkbox drawn as Chakra's small solid switch.
  '& input.kit-switch': {
    appearance: 'none',
    position: 'relative',
    display: 'inline-block',
    verticalAlign: 'middle',
    flexShrink: 0,
    m: 0,
    w: '8',
    h: '4',
    borderRadius: 'full',
    bg: 'bg.emphasized',
    cursor: 'pointer',
    transition: 'backgrounds',
  },
  '& input.kit-switch::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: 0,
    w: '4',
    h: '4',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'sm',
    scale: '0.8',
    transitionProperty: 'translate',
    transitionDuration: 'fast',
  },
  '& input.kit-switch:checked': { bg: 'colorPalette.solid' },
  '& input.kit-switch:checked::before': { translate: '1rem 0', bg: 'colorPalette.contrast' },
  '& input.kit-switch:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  // The rows' and the select-all's checkboxes (SelectRowCell, SelectAllHeader): Chakra's small solid checkbox.
  '& input.kit-check': {
    appearance: 'none',
    position: 'relative',
    display: 'inline-block',
    verticalAlign: 'middle',
    m: 0,
    boxSize: '4',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    cursor: 'pointer',
  },
  '& input.kit-check:checked': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid' },
  '& input.kit-check:checked::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '4.5px',
    top: '1.5px',
    w: '5px',
    h: '9px',
    borderStyle: 'solid',
    borderColor: 'colorPalette.contrast',
    borderWidth: '0 2px 2px 0',
    rotate: '45deg',
  },
  // The select-all's "some rows" state: a bar.
  '& input.kit-check:indeterminate': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid' },
  '& input.kit-check:indeterminate::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '3px',
    top: '6.5px',
    w: '8px',
    h: '2px',
    bg: 'colorPalette.contrast',
  },
  '& input.kit-check:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '& input.kit-check:focus-visible, & input.kit-switch:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
} as const;

/** Rows drawn whole, from the first: a short list, or a long one's first rows while its virtual rows load. */
function wholeRows<Row>(rows: TableRow<Row>[], context: ListContext | undefined, columns: unknown, virtual: boolean) {
  return rows.map((row, index) => <BodyRow key={row.id} row={row} index={index} selected={row.getIsSelected()} context={context} columns={columns} virtual={virtual} />);
}

/** The page's select-all checkbox: native like the rows' (no state machine), mixed while some rows are selected. */
function SelectAllHeader<Row>({ table }: HeaderContext<Row, unknown>) {
  const { t } = useTranslation();
  const all = table.getIsAllPageRowsSelected();
  const some = !all && table.getIsSomePageRowsSelected();
  return (
    <input
      type="checkbox"
      className="kit-check"
      aria-label={t('kit.list.selectAll')}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some;
      }}
      onChange={(e) => table.toggleAllPageRowsSelected(e.currentTarget.checked)}
      disabled={table.getRowModel().rows.length === 0}
    />
  );
}

/** A row's checkbox: native, drawn as Chakra's small checkbox by bodyCss (one in every row; Chakra's has a state machine). */
function SelectRowCell<Row>({ row }: CellContext<Row, unknown>) {
  const { t } = useTranslation();
  return <input type="checkbox" className="kit-check" aria-label={t('kit.list.selectRow')} checked={row.getIsSelected()} onChange={(e) => row.toggleSelected(e.currentTarget.checked)} />;
}

/**
 * The table's styles: bodyCss, and the cells' buttons (columns.tsx ActionsCell: Chakra's extra-small
 * ghost Button and IconButton) and status badges (the status column: Chakra's subtle Badge), taken
 * from Chakra's own recipes once per table, so that they look as Chakra draws them; `data-palette`
 * gives a badge or button its colour palette. Dragging the scroll bar of the 10,000-staff list end to
 * end drew 38–43 frames a second with a Chakra Button, IconButton and Badge in each row, 45–54
 * with these (medians of three drags, four pairs of builds alternated).
 */
function useTableCss(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  const badge = useRecipe({ key: 'badge' });
  return useMemo(
    () => ({
      ...bodyCss,
      '& .kit-actions': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1' },
      '& button.kit-action': button({ size: 'xs', variant: 'ghost' }),
      '& button.kit-action[data-icon]': { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
      '& span.kit-badge': badge({ variant: 'subtle' }),
      ...Object.fromEntries(STATUS_COLORS.map((color) => [`& .kit-action[data-palette=${color}], & .kit-badge[data-palette=${color}]`, { colorPalette: color }])),
    }),
    [button, badge],
  );
}

/**
 * The list table on @tanstack/react-table: declared columns (see `columnsOf`), sortable headers,
 * checkbox selection, horizontal scroll on phones, and row virtualisation for long lists.
 * @example
 * <DataTable label={t('nav.host.pro.list')} rows={items} columns={columns} virtual />
 */
export function DataTable<Row>({
  rows, columns, getRowId = defaultRowId, selection, sort, onSortChange, context, virtual, height = '70vh', rowHeight = 53, label, busy,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const css = useTableCss();
  const selectable = Boolean(selection);
  // Stable columns keep cells mounted (focus, pending switches) while the selection changes.
  const allColumns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    if (!selectable) return columns;
    const select: ColumnDef<Row, unknown> = {
      id: '_select',
      header: SelectAllHeader,
      cell: SelectRowCell,
      meta: { header: 'kit.list.selectAll', width: '10' } satisfies KitColumnMeta,
    };
    return [select, ...columns];
  }, [columns, selectable]);

  // oxlint-disable-next-line react/incompatible-library -- TanStack Table is the chosen table engine; it is not compiled by React Compiler.
  const table = useReactTable<Row>({
    data: rows,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selectable,
    state: { rowSelection: selection?.selected ?? {} },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
    meta: { list: context },
  });

  const isVirtual = virtual || rows.length > VIRTUAL_THRESHOLD;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  const colSpan = allColumns.length;

  return (
    <Box
      ref={scrollRef}
      overflow="auto"
      maxH={isVirtual ? height : undefined}
      borderWidth="1px"
      rounded="md"
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.2s"
      data-virtual={isVirtual ? 'true' : undefined}
    >
      <Table.Root size="sm" stickyHeader={isVirtual} aria-label={label} aria-rowcount={isVirtual ? rows.length + 1 : undefined} css={css}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => {
                const m = header.column.columnDef.meta as KitColumnMeta | undefined;
                const sortKey = m?.sortKey;
                const active = sortKey && sort?.propertyName === sortKey ? sort.direction : undefined;
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    w={m?.width}
                    minW={m?.minWidth}
                    textAlign={m?.align}
                    whiteSpace="nowrap"
                    aria-sort={sortKey ? (active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {sortKey && onSortChange ? (
                      <chakra.button
                        type="button"
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="inherit"
                        cursor="pointer"
                        onClick={() => onSortChange(nextSort(sort, sortKey))}
                        aria-label={t('kit.list.sortBy', { column: m ? t(m.header) : sortKey })}
                      >
                        {content}
                        {active === 'asc' ? <LuArrowUp /> : active === 'desc' ? <LuArrowDown /> : <LuArrowUpDown opacity={0.4} />}
                      </chakra.button>
                    ) : (
                      content
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {isVirtual ? (
            // While the virtual rows' code arrives, the first rows are drawn as they are.
            <Suspense fallback={wholeRows(tableRows.slice(0, FIRST_ROWS), context, allColumns, true)}>
              <VirtualRows rows={tableRows} scrollRef={scrollRef} rowHeight={rowHeight} colSpan={colSpan} context={context} columns={allColumns} />
            </Suspense>
          ) : (
            wholeRows(tableRows, context, allColumns, false)
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
