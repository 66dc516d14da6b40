import { chakra } from '@chakra-ui/react';
import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { memo, type ReactElement } from 'react';
import type { KitColumnMeta, ListContext } from './columns';

/** The empty row above or below a virtualised window, as tall as the rows it stands for. */
export function PadRow({ colSpan, height }: { colSpan: number; height: number }) {
  return (
    <tr aria-hidden="true">
      <PadCell colSpan={colSpan} h={`${height}px`} p="0" border="0" />
    </tr>
  );
}

const PadCell = chakra('td');

export interface BodyRowProps<Row> {
  row: TableRow<Row>;
  index: number;
  /** Passed so that a row re-renders when these change (its cells read them from the table). */
  selected: boolean;
  context: ListContext | undefined;
  columns: unknown;
  measure?: (el: HTMLTableRowElement | null) => void;
  virtual: boolean;
}

/** One body row; memoised, so scrolling renders only the rows that come into view. */
export const BodyRow = memo(function BodyRow<Row>({ row, index, selected, measure, virtual }: BodyRowProps<Row>) {
  return (
    <tr className="kit-row" data-index={index} ref={measure} aria-rowindex={virtual ? index + 2 : undefined} data-selected={selected ? '' : undefined}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className="kit-cell" data-align={(cell.column.columnDef.meta as KitColumnMeta | undefined)?.align}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactElement;

