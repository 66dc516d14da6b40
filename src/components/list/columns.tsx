import { Button, Text } from '@chakra-ui/react';
import type { ColumnDef, Table } from '@tanstack/react-table';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEllipsis } from 'react-icons/lu';
import { notify } from '@/lib/notify';
import type { RouteTarget } from '../navigation/RouteLink';
import type { ConfirmOptions } from '../feedback/useConfirm';
import { ensureAccepted, reportError } from '../feedback/outcome';
import { useStatusLabel, type StatusMap } from '../feedback/StatusBadge';
import { formatDate, formatNumber } from '../format';
import { firstImage } from '../json/jsonText';
import { TwoLines } from '../layout/TwoLines';
import { idlePreload } from '../layout/whenOpened';
import { Thumbnail } from '../media/Thumbnail';
import type { I18nKey } from '../types';

/** What cells may do: refresh the list, ask for confirmation, open a page. Set by ListPage/DataTable. */
export interface ListContext {
  refresh: () => Promise<unknown> | void;
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
  navigate: (target: RouteTarget) => void;
}

/** Kit information kept on each column definition (`columnDef.meta`). */
export interface KitColumnMeta {
  header: I18nKey;
  /** The server property to sort by when the header is clicked; absent: not sortable. */
  sortKey?: string;
  width?: string;
  /** Narrowest the column gets (the table scrolls sideways on phones instead). */
  minWidth?: string;
  align?: 'start' | 'center' | 'end';
}

export type ListColumn<Row> = ColumnDef<Row, unknown>;

interface ColumnOptions {
  /** Sortable by this column: true sorts by the field's own name, a string names another property. */
  sortable?: boolean | string;
  width?: string;
  minWidth?: string;
  align?: 'start' | 'center' | 'end';
}

/** The cells' context of a table. */
export function listContext(table: Table<unknown>): ListContext {
  const meta = table.options.meta as { list?: ListContext } | undefined;
  return meta?.list ?? { refresh: () => undefined, confirm: async () => true, navigate: () => undefined };
}

function meta(header: I18nKey, key: string, options: ColumnOptions = {}): KitColumnMeta {
  return {
    header,
    sortKey: options.sortable === true ? key : options.sortable || undefined,
    width: options.width,
    minWidth: options.minWidth,
    align: options.align,
  };
}

const display = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** One action of a row's menu. */
export interface RowAction<Row> {
  label: I18nKey;
  /** Opens a page: `(g) => ({ to: '/exhibition{-$lang}/index/proGroup/productproList', search: { groupId: g.id } })`. */
  to?: (row: Row) => RouteTarget;
  /**
   * Runs on select; when it returns a promise the list refreshes after it resolves. A promise of
   * `false` means the user backed out (a second question answered no): no notice, no refresh.
   */
  onSelect?: (row: Row, ctx: ListContext) => void | Promise<unknown>;
  /** Ask first with this message (and a red button when `danger`). */
  confirm?: I18nKey;
  danger?: boolean;
  hidden?: (row: Row) => boolean;
  /** Success toast after an `onSelect` promise resolves. */
  successMessage?: I18nKey;
}

export interface ActionsOptions<Row> {
  /** The edit page, e.g. `(p) => product.to.edit(p)` or `{ to: '/host/index/pro/pro-edit', search: { id: p.id } }`. */
  edit?: (row: Row) => RouteTarget;
  /** Opens a detail view (e.g. sets the row of a DetailDrawer). */
  onView?: (row: Row) => void;
  /** Deletes the row after a confirmation, then toasts and refreshes the list; `false` when the user backed out. */
  onDelete?: (row: Row) => Promise<unknown>;
  /** The row's name for the delete question (删除「name」吗？). */
  nameOf?: (row: Row) => string;
  /** More actions, after edit/view/delete. */
  items?: RowAction<Row>[];
}

function ToggleCell<Row, V>({
  row, on, off, value, ctx, onToggle, disabled, header,
}: {
  row: Row; on: V; off: V; value: V; ctx: ListContext; header: I18nKey;
  onToggle: (row: Row, next: V) => Promise<unknown>; disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(header);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? value === on;
  return (
    // A native checkbox drawn as a switch by the table's static styles (DataTable's bodyCss): a
    // list shows one or two in every row, and Chakra's Switch (a state machine and four styled parts
    // each) was about an eighth of the product list's first render.
    <input
      type="checkbox"
      className="kit-switch"
      aria-label={label}
      checked={checked}
      disabled={disabled || optimistic !== null}
      onChange={async (e) => {
        const next = e.currentTarget.checked;
        setOptimistic(next);
        try {
          ensureAccepted(await onToggle(row, next ? on : off));
          await ctx.refresh();
          notify.success(t('kit.list.updated'), 1500);
        } catch (error) {
          reportError(error, t('kit.list.actionFailed'));
        } finally {
          setOptimistic(null);
        }
      }}
    />
  );
}

const loadRowActionsMenu = () => import('./RowActionsMenu').then((m) => ({ default: m.RowActionsMenu }));
const RowActionsMenu = lazy(loadRowActionsMenu);
const usePreloadRowActionsMenu = idlePreload(loadRowActionsMenu);

function ActionsCell<Row>({ row, ctx, options }: { row: Row; ctx: ListContext; options: ActionsOptions<Row> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [menu, setMenu] = useState<'open' | 'closed' | undefined>(undefined);
  usePreloadRowActionsMenu();
  const actions: (RowAction<Row> & { isDelete?: boolean })[] = [];
  if (options.onView) actions.push({ label: 'kit.list.view', onSelect: (r) => options.onView?.(r) });
  if (options.edit) actions.push({ label: 'kit.list.edit', to: options.edit });
  actions.push(...(options.items ?? []));
  if (options.onDelete) {
    const remove = options.onDelete;
    actions.push({ label: 'kit.list.delete', danger: true, isDelete: true, onSelect: (r) => remove(r), successMessage: 'kit.list.deleted' });
  }
  const visible = actions.filter((a) => !a.hidden?.(row));
  if (visible.length === 0) return null;

  const run = async (action: RowAction<Row> & { isDelete?: boolean }) => {
    if (action.to) {
      ctx.navigate(action.to(row));
      return;
    }
    const isDelete = Boolean(action.isDelete);
    if (action.confirm || isDelete) {
      const name = options.nameOf?.(row);
      const ok = await ctx.confirm({
        title: isDelete ? t('kit.list.deleteTitle') : t(action.label),
        message: action.confirm ? t(action.confirm) : name ? t('kit.list.deleteConfirm', { name }) : t('kit.list.deleteConfirmPlain'),
        danger: action.danger,
        confirmLabel: t(action.label),
      });
      if (!ok) return;
    }
    const result = action.onSelect?.(row, ctx);
    if (!(result instanceof Promise)) return;
    setBusy(true);
    try {
      const answer = await result;
      if (answer === false) return;
      ensureAccepted(answer);
      if (action.successMessage) notify.success(t(action.successMessage));
      await ctx.refresh();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const [primary, ...rest] = visible;
  // The menu is made when first opened: a long list does not run one menu per row (./RowActionsMenu).
  // Plain buttons, drawn as Chakra's extra-small ghost Button and IconButton by the table
  // (DataTable's useTableCss): one in every row of a list, re-rendered as a long list scrolls.
  const menuButton = (
    <button type="button" className="kit-action" data-icon="" aria-label={t('kit.list.rowActions')} aria-haspopup="menu" disabled={busy} onClick={() => setMenu('open')}>
      <LuEllipsis />
    </button>
  );
  return (
    <div className="kit-actions">
      {busy ? (
        <Button size="xs" variant="ghost" colorPalette={primary.danger ? 'red' : undefined} loading>
          {t(primary.label)}
        </Button>
      ) : (
        <button type="button" className="kit-action" data-palette={primary.danger ? 'red' : undefined} onClick={() => void run(primary)}>
          {t(primary.label)}
        </button>
      )}
      {rest.length > 0 &&
        (menu ? (
          <Suspense fallback={menuButton}>
            <RowActionsMenu
              open={menu === 'open'}
              onOpenChange={(open) => setMenu(open ? 'open' : 'closed')}
              busy={busy}
              actions={rest}
              onRun={(index) => void run(rest[index]!)}
            />
          </Suspense>
        ) : (
          menuButton
        ))}
    </div>
  );
}

/** A status column's cell: the label in the table's static badge style (DataTable's useTableCss), not a Chakra Badge in every row. */
function StatusCell({ value, map }: { value: string | number | boolean | undefined; map: StatusMap }) {
  const { text, color } = useStatusLabel(value, map);
  return (
    <span className="kit-badge" data-palette={color}>
      {text}
    </span>
  );
}

function HeaderText({ k }: { k: I18nKey }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

/** Named date patterns of date columns. */
const DATE_PATTERNS: Record<string, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm' };

/**
 * Column helpers for one row type: text, number, date, image thumbnail, status badge, show/topic
 * switches, row actions and custom cells. Headers are i18n keys.
 * @example
 * const c = columnsOf<Product>();
 * const columns = [
 *   c.image('banner', 'kit.column.image'),
 *   c.text('name', 'kit.column.name', { sortable: true }),
 *   c.status('topic', 'kit.column.topic', topicStatus),
 *   c.toggle('isShow', 'kit.column.show', { onToggle: (p, isShow) => productSetShow({ id: p.id, isShow }) }),
 *   c.date('createTime', 'kit.column.createTime', { sortable: true }),
 *   c.actions({ edit: (p) => product.to.edit(p), onDelete: (p) => productDelete({ id: p.id }), nameOf: (p) => p.name }),
 * ];
 */
export function columnsOf<Row>() {
  type Key = keyof Row & string;
  return {
    /** Plain value (numbers and strings); `format` renders it differently. */
    text<K extends Key>(key: K, header: I18nKey, options: ColumnOptions & { format?: (value: Row[K], row: Row) => ReactNode } = {}): ListColumn<Row> {
      return {
        id: key,
        accessorFn: (row) => row[key],
        header: () => <HeaderText k={header} />,
        cell: ({ row }) => (options.format ? options.format(row.original[key], row.original) : display(row.original[key])),
        meta: meta(header, key, { minWidth: '8rem', ...options }),
      };
    },
    /**
     * A count or a measure, right-aligned and written as in both languages (12,345, `formatNumber`);
     * a row without one shows nothing, or 0 with `missing: 'zero'`.
     */
    number<K extends Key>(key: K, header: I18nKey, options: ColumnOptions & { missing?: 'blank' | 'zero' } = {}): ListColumn<Row> {
      return {
        id: key,
        accessorFn: (row) => row[key],
        header: () => <HeaderText k={header} />,
        cell: ({ row }) => {
          const value = row.original[key];
          return typeof value === 'number' ? formatNumber(value) : options.missing === 'zero' ? formatNumber(0) : '';
        },
        meta: meta(header, key, { align: 'end', ...options }),
      };
    },
    /** A date: `pattern` 'date' (2026-05-01), 'datetime' (2026-05-01 09:30, the default) or a dayjs format. */
    date<K extends Key>(key: K, header: I18nKey, options: ColumnOptions & { pattern?: 'date' | 'datetime' | (string & {}) } = {}): ListColumn<Row> {
      const pattern = options.pattern ? (DATE_PATTERNS[options.pattern] ?? options.pattern) : undefined;
      return {
        id: key,
        accessorFn: (row) => row[key],
        header: () => <HeaderText k={header} />,
        cell: ({ row }) => (
          <Text as="span" whiteSpace="nowrap">
            {formatDate(row.original[key] as string | undefined, pattern)}
          </Text>
        ),
        meta: meta(header, key, options),
      };
    },
    /** A thumbnail: a URL, or banner-style JSON text (its first image); `src` picks another way. */
    image<K extends Key>(key: K, header: I18nKey, options: ColumnOptions & { src?: (row: Row) => string | undefined; size?: string } = {}): ListColumn<Row> {
      return {
        id: `${key}:image`,
        header: () => <HeaderText k={header} />,
        cell: ({ row }) => (
          <Thumbnail
            src={options.src ? options.src(row.original) : firstImage(display(row.original[key]))}
            alt=""
            boxSize={options.size ?? '12'}
            objectFit="cover"
            rounded="sm"
            loading="lazy"
          />
        ),
        meta: meta(header, key, { width: '16', ...options }),
      };
    },
    /** An enum value as a coloured badge (see StatusBadge / defineStatusMap). */
    status<K extends Key>(key: K, header: I18nKey, map: StatusMap, options: ColumnOptions = {}): ListColumn<Row> {
      return {
        id: `${key}:status`,
        accessorFn: (row) => row[key],
        header: () => <HeaderText k={header} />,
        cell: ({ row }) => <StatusCell value={row.original[key] as string | number | boolean | undefined} map={map} />,
        meta: meta(header, key, options),
      };
    },
    /**
     * A switch (show/hide, featured) that calls the toggle mutation, then refreshes the list.
     * `on`/`off` default to true/false; for numeric flags pass e.g. `{ on: 1, off: 0 }`.
     */
    toggle<K extends Key>(
      key: K,
      header: I18nKey,
      options: ColumnOptions & { onToggle: (row: Row, next: Row[K]) => Promise<unknown>; on?: Row[K]; off?: Row[K]; disabled?: (row: Row) => boolean },
    ): ListColumn<Row> {
      const on = options.on ?? (true as Row[K]);
      const off = options.off ?? (false as Row[K]);
      return {
        id: `${key}:switch`,
        accessorFn: (row) => row[key],
        header: () => <HeaderText k={header} />,
        cell: ({ row, table }) => (
          <ToggleCell
            row={row.original}
            value={row.original[key]}
            on={on}
            off={off}
            ctx={listContext(table as Table<unknown>)}
            onToggle={options.onToggle}
            disabled={options.disabled?.(row.original)}
            header={header}
          />
        ),
        meta: meta(header, key, options),
      };
    },
    /**
     * The 显示 switch of an `isShow` row.
     * @example c.showSwitch((p, isShow) => productSetShow({ id: p.id, isShow }))
     */
    showSwitch(onToggle: (row: Row, isShow: boolean) => Promise<unknown>, header: I18nKey = 'kit.column.show'): ListColumn<Row> {
      return this.toggle('isShow' as Key, header, { onToggle: onToggle as (row: Row, next: Row[Key]) => Promise<unknown> });
    },
    /**
     * The 推荐 switch of a `topic` row (1 featured, 0 not).
     * @example c.topicSwitch((p, topic) => productSetTopic({ id: p.id, topic }))
     */
    topicSwitch(onToggle: (row: Row, topic: 0 | 1) => Promise<unknown>, header: I18nKey = 'kit.column.topic'): ListColumn<Row> {
      return this.toggle('topic' as Key, header, {
        on: 1 as Row[Key],
        off: 0 as Row[Key],
        onToggle: onToggle as (row: Row, next: Row[Key]) => Promise<unknown>,
      });
    },
    /** Edit / view / delete and custom actions; the first is a button, the rest a menu. */
    actions(options: ActionsOptions<Row>, header: I18nKey = 'kit.column.actions'): ListColumn<Row> {
      return {
        id: '_actions',
        header: () => <HeaderText k={header} />,
        cell: ({ row, table }) => <ActionsCell row={row.original} ctx={listContext(table as Table<unknown>)} options={options} />,
        meta: { header, align: 'end' },
      };
    },
    /**
     * A name with a muted second line (company, English name …), the list's usual first column.
     * @example c.twoLines('name', 'x.activity', (a) => a.name, (a) => a.companyName, { minWidth: '14rem' })
     */
    twoLines(id: string, header: I18nKey, main: (row: Row) => ReactNode, sub: (row: Row) => ReactNode, options: ColumnOptions = {}): ListColumn<Row> {
      return this.custom(id, header, (row) => <TwoLines main={main(row)} sub={sub(row)} />, options);
    },
    /** Anything else: `cell` renders the row. */
    custom(id: string, header: I18nKey, cell: (row: Row, ctx: ListContext) => ReactNode, options: ColumnOptions = {}): ListColumn<Row> {
      return {
        id,
        header: () => <HeaderText k={header} />,
        cell: ({ row, table }) => cell(row.original, listContext(table as Table<unknown>)),
        meta: meta(header, id, options),
      };
    },
  };
}
