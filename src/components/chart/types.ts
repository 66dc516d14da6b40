/** The keys of a row whose values are numbers: what a chart can draw. */
export type NumericKey<Row> = { [K in keyof Row]-?: Row[K] extends number | undefined ? K : never }[keyof Row] & string;

/** One drawn figure of the rows: its key, its (translated) name in the legend and table, its colour token. */
export interface ChartSeries<Row> {
  key: NumericKey<Row>;
  label: string;
  /** A Chakra colour token, e.g. `teal.solid`; by default one of the kit's palette. */
  color?: string;
}

/** The kit's series colours, in order. */
export const PALETTE = ['teal.solid', 'blue.solid', 'orange.solid', 'purple.solid', 'pink.solid', 'cyan.solid', 'yellow.solid', 'green.solid', 'red.solid', 'gray.solid'] as const;
