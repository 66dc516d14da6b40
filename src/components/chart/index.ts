/**
 * The chart kit: `import { TrendChart, BreakdownChart, byDay } from '@/components/chart'`.
 * A separate entry from '@/components/kit' on purpose: recharts is large, and only the pages that
 * draw charts import this module, so it stays in their chunks (never in the entry or shared ones).
 */
export { TrendChart, shortDay, type TrendChartProps } from './TrendChart';
export { BreakdownChart, type BreakdownChartProps } from './BreakdownChart';
export { ChartTable, formatFigure, type ChartTableProps } from './ChartTable';
export { ChartFigure } from './ChartFigure';
export { PALETTE, type ChartSeries, type NumericKey } from './types';
export { byDay, chinaDay, daysBetween, sumOf, topWithRest, type ByDayOptions, type DailyRow } from './series';
