import { Chart, useChart } from '@chakra-ui/charts';
import { Text } from '@chakra-ui/react';
import { Area, AreaChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCanvas, ChartFigure } from './ChartFigure';
import { ChartTable } from './ChartTable';
import { PALETTE, type ChartSeries } from './types';

export interface TrendChartProps<Row> {
  /** Translated title: the figure's caption and the table's. */
  title: string;
  description?: string;
  /** One row per point, in order (e.g. `byDay(...)`). */
  rows: Row[];
  /** The key of the point's name (a day), and its column header. */
  x: keyof Row & string;
  xLabel: string;
  /** How a point's name is written on the axis, e.g. `11-20` for a day; the table writes it whole. */
  formatX?: (value: string) => string;
  series: ChartSeries<Row>[];
  /** Lines (default) or filled areas. */
  kind?: 'line' | 'area';
  /** Chart height (token or CSS length), default 64 (16rem). */
  height?: string;
  /** The table beside the chart (default) or none (when the page lists the same rows itself). */
  table?: boolean;
  /** Said instead of the chart when there are no rows. */
  emptyText: string;
}

/** `2026-11-20` → `11-20`. */
export const shortDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day);

/**
 * A trend over days (or any ordered points): one line or area per series, with a tooltip and
 * legend, and the same figures in a table beside it. Sized by its box: in jsdom (no layout) the
 * chart draws nothing and the table still shows the figures.
 * @example
 * <TrendChart title={t('insights.views.trend')} rows={byDay(logs, …)} x="day" xLabel={t('insights.day')} formatX={shortDay}
 *   series={[{ key: 'views', label: t('insights.views') }, { key: 'visitors', label: t('insights.visitors') }]} emptyText={t('insights.noViews')} />
 */
export function TrendChart<Row>({ title, description, rows, x, xLabel, formatX, series, kind = 'line', height = '64', table = true, emptyText }: TrendChartProps<Row>) {
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? PALETTE[i % PALETTE.length] }));
  const chart = useChart<Row>({ data: rows, series: colored.map((s) => ({ name: s.key, label: s.label, color: s.color })) });
  // recharts types a dataKey by the row; the keys here are checked by the props instead.
  const plain = chart.data as unknown as Record<string, unknown>[];
  const axisX = (
    <XAxis dataKey={String(x)} tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} tickFormatter={(v: string) => (formatX ? formatX(String(v)) : String(v))} stroke={chart.color('border')} />
  );
  const axisY = <YAxis tickLine={false} axisLine={false} allowDecimals={false} width={40} stroke={chart.color('border')} />;
  const grid = <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />;
  const tooltip = <Tooltip animationDuration={100} cursor={{ stroke: chart.color('border') }} content={<Chart.Tooltip />} />;
  const drawing =
    kind === 'area' ? (
      <AreaChart data={plain} responsive style={{ width: '100%', height: '100%' }}>
        {grid}
        {axisX}
        {axisY}
        {tooltip}
        {chart.series.map((s) => (
          <Area key={String(s.name)} isAnimationActive={false} type="monotone" dataKey={String(s.name)} name={String(s.label)} stroke={chart.color(s.color)} fill={chart.color(s.color)} fillOpacity={0.15} strokeWidth={2} />
        ))}
      </AreaChart>
    ) : (
      <LineChart data={plain} responsive style={{ width: '100%', height: '100%' }}>
        {grid}
        {axisX}
        {axisY}
        {tooltip}
        {chart.series.map((s) => (
          <Line key={String(s.name)} isAnimationActive={false} type="monotone" dataKey={String(s.name)} name={String(s.label)} stroke={chart.color(s.color)} strokeWidth={2} dot={rows.length <= 31} />
        ))}
      </LineChart>
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
      table={table ? <ChartTable caption={title} rows={rows} category={x} categoryLabel={xLabel} series={colored} /> : undefined}
    />
  );
}
