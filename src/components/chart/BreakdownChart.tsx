import { Chart, useChart } from '@chakra-ui/charts';
import { Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCanvas, ChartFigure } from './ChartFigure';
import { ChartTable } from './ChartTable';
import { PALETTE, type ChartSeries } from './types';

export interface BreakdownChartProps<Row> {
  /** Translated title: the figure's caption and the table's. */
  title: string;
  description?: string;
  /** One row per part (a product, a tag, a kind of page), largest first. */
  rows: Row[];
  /** The key of the part's name, and its column header. */
  category: keyof Row & string;
  categoryLabel: string;
  /** The figures drawn: bars side by side; a donut draws the first only. */
  series: ChartSeries<Row>[];
  /** Horizontal bars (default) or a donut (shares of a whole, few parts). */
  kind?: 'bar' | 'donut';
  /** Header of a share column (each part's share of the first series) in the table. */
  shareLabel?: string;
  /** Chart height (token or CSS length), default 64 (16rem). */
  height?: string;
  /** The table beside the chart (default) or none. */
  table?: boolean;
  /** Said instead of the chart when there are no rows. */
  emptyText: string;
}

const ellipsis = (value: string, max = 10) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * How a whole splits into parts: horizontal bars (one per series) or a donut, with the same
 * figures (and shares) in a table beside it. Sized by its box; in jsdom only the table shows.
 * @example
 * <BreakdownChart title={t('insights.byProduct')} rows={stats} category="productName" categoryLabel={t('insights.product')}
 *   series={[{ key: 'viewCount', label: t('insights.views') }]} shareLabel={t('insights.share')} emptyText={t('insights.noViews')} />
 */
export function BreakdownChart<Row>({ title, description, rows, category, categoryLabel, series, kind = 'bar', shareLabel, height = '64', table = true, emptyText }: BreakdownChartProps<Row>) {
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? PALETTE[i % PALETTE.length] }));
  const chart = useChart<Row>({ data: rows, series: colored.map((s) => ({ name: s.key, label: s.label, color: s.color })) });
  // recharts types a dataKey by the row; the keys here are checked by the props instead.
  const plain = chart.data as unknown as Record<string, unknown>[];
  const first = chart.series[0];
  const drawing =
    kind === 'donut' && first ? (
      <PieChart responsive style={{ width: '100%', height: '100%' }}>
        <Tooltip animationDuration={100} content={<Chart.Tooltip hideLabel nameKey={category} />} />
        <Legend content={<Chart.Legend nameKey={category} />} />
        <Pie isAnimationActive={false} data={plain} dataKey={String(first.name)} nameKey={category} innerRadius="55%" outerRadius="85%" strokeWidth={2}>
          {plain.map((row, i) => (
            <Cell key={`${String(row[category])}-${i}`} fill={chart.color(PALETTE[i % PALETTE.length])} />
          ))}
        </Pie>
      </PieChart>
    ) : (
      <BarChart data={plain} layout="vertical" responsive style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} allowDecimals={false} stroke={chart.color('border')} />
        <YAxis type="category" dataKey={String(category)} tickLine={false} axisLine={false} width={110} tickFormatter={(v: string) => ellipsis(String(v))} stroke={chart.color('border')} />
        <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
        {chart.series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((s) => (
          <Bar key={String(s.name)} isAnimationActive={false} dataKey={String(s.name)} name={String(s.label)} fill={chart.color(s.color)} radius={[0, 4, 4, 0]} maxBarSize={18} />
        ))}
      </BarChart>
    );
  return (
    <ChartFigure
      title={title}
      description={description}
      empty={rows.length ? undefined : <Text color="fg.muted">{emptyText}</Text>}
      chart={
        <ChartCanvas height={height}>
          <Chart.Root chart={chart} height="full" aspectRatio="auto">
            {drawing}
          </Chart.Root>
        </ChartCanvas>
      }
      table={table ? <ChartTable caption={title} rows={rows} category={category} categoryLabel={categoryLabel} series={colored} shareLabel={shareLabel} /> : undefined}
    />
  );
}
