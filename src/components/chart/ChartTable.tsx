import { Box, Table } from '@chakra-ui/react';
import type { ChartSeries } from './types';
import { formatNumber } from '../format';

export interface ChartTableProps<Row> {
  /** The table's caption: the chart's title, so a screen reader finds the same figures under it. */
  caption: string;
  rows: readonly Row[];
  /** The first column (the day, the category) and its header. */
  category: keyof Row & string;
  categoryLabel: string;
  formatCategory?: (value: string) => string;
  series: readonly ChartSeries<Row>[];
  /** Adds a column with each row's share of the first series' total, under this header. */
  shareLabel?: string;
  /** Scrolls past this height (CSS length / token). */
  maxH?: string;
}

export const formatFigure = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : '');

/**
 * The figures of a chart as a table (beside the chart, and what assistive technology reads).
 * @example <ChartTable caption="每日浏览" rows={rows} category="day" categoryLabel="日期" series={[{ key: 'views', label: '浏览量' }]} />
 */
export function ChartTable<Row>({ caption, rows, category, categoryLabel, formatCategory, series, shareLabel, maxH = '72' }: ChartTableProps<Row>) {
  const first = series[0]?.key;
  const total = first ? rows.reduce((s, r) => s + (Number(r[first]) || 0), 0) : 0;
  return (
    <Box maxH={maxH} overflowY="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{categoryLabel}</Table.ColumnHeader>
            {series.map((s) => (
              <Table.ColumnHeader key={s.key} textAlign="end">
                {s.label}
              </Table.ColumnHeader>
            ))}
            {shareLabel && <Table.ColumnHeader textAlign="end">{shareLabel}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => {
            const name = String(row[category] ?? '');
            return (
              <Table.Row key={`${name}-${i}`}>
                <Table.Cell>{formatCategory ? formatCategory(name) : name}</Table.Cell>
                {series.map((s) => (
                  <Table.Cell key={s.key} textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatFigure(row[s.key])}
                  </Table.Cell>
                ))}
                {shareLabel && first && (
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {total ? `${((100 * (Number(row[first]) || 0)) / total).toFixed(1)}%` : '—'}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
