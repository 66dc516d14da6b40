import type { Row as TableRow } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { ListContext } from './columns';
import { BodyRow, PadRow } from './tableRows';

export interface VirtualRowsProps<Row> {
  rows: TableRow<Row>[];
  /** The table's scrolling area. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Estimated row height in px. */
  rowHeight: number;
  colSpan: number;
  context: ListContext | undefined;
  columns: unknown;
}

/**
 * The body rows of a long list: only those in view (and a few beyond), between two empty rows as
 * tall as the rest. Its own chunk, with @tanstack/react-virtual: most lists never virtualise.
 */
export function VirtualRows<Row>({ rows, scrollRef, rowHeight, colSpan, context, columns }: VirtualRowsProps<Row>) {
  // oxlint-disable-next-line react/incompatible-library -- TanStack Virtual is the chosen virtualiser; it is not compiled by React Compiler.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // A row not laid out (hidden, or jsdom) keeps the estimate instead of collapsing to 0.
    measureElement: (el) => el.getBoundingClientRect().height || rowHeight,
    // Four rows beyond each edge (160 px at the default height, three frames of a fast wheel): each
    // row laid out costs every frame of a scroll, and with 8 the 10,000-row list scrolled at 43–51
    // fps against 46–56 with 4 (same build otherwise, alternated).
    overscan: 4,
    // React batches the range changes of a scroll instead of rendering each one synchronously.
    useFlushSync: false,
    initialRect: { width: 0, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0]!.start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <>
      {padTop > 0 && <PadRow colSpan={colSpan} height={padTop} />}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <BodyRow key={row.id} row={row} index={item.index} selected={row.getIsSelected()} context={context} columns={columns} measure={virtualizer.measureElement} virtual />
        ) : null;
      })}
      {padBottom > 0 && <PadRow colSpan={colSpan} height={padBottom} />}
    </>
  );
}
