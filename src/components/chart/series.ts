/**
 * Shaping plain records into chart rows: counts per calendar day (China time, with the empty
 * days filled in) and the largest few entries with the rest summed into one.
 */

const DAY = 86_400_000;
const CHINA = 8 * 3_600_000;

/** The calendar day (YYYY-MM-DD, China time) of an API time; undefined for a missing or bad one. */
export function chinaDay(time: string | undefined): string | undefined {
  if (!time) return undefined;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? undefined : new Date(ms + CHINA).toISOString().slice(0, 10);
}

/** Every day from `start` to `end` (YYYY-MM-DD, both included), at most `max` days (the last ones). */
export function daysBetween(start: string, end: string, max = 366): string[] {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return [];
  const first = Math.max(from, to - (max - 1) * DAY);
  const days: string[] = [];
  for (let d = first; d <= to; d += DAY) days.push(new Date(d).toISOString().slice(0, 10));
  return days;
}

export type DailyRow<K extends string> = { day: string } & Record<K, number>;

export interface ByDayOptions<T, K extends string> {
  /** The record's time (an API date-time). Records without one are left out. */
  time: (item: T) => string | undefined;
  /** What each day shows: a figure computed from that day's records (their count, distinct visitors…). */
  measures: Record<K, (items: T[]) => number>;
  /** First and last day shown (YYYY-MM-DD); by default the first and last day with records. */
  start?: string;
  end?: string;
  /** At most this many days (the latest), default 366. */
  max?: number;
}

/**
 * One row per calendar day with the figures of that day's records; days without records show 0,
 * so a trend line does not skip them. Records outside [start, end] are left out.
 * @example byDay(logs, { time: (l) => l.inTime, measures: { views: (d) => d.length, visitors: (d) => new Set(d.map((l) => l.userId)).size } })
 */
export function byDay<T, K extends string>(items: readonly T[], { time, measures, start, end, max }: ByDayOptions<T, K>): DailyRow<K>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = chinaDay(time(item));
    if (!day || (start && day < start) || (end && day > end)) continue;
    const group = groups.get(day);
    if (group) group.push(item);
    else groups.set(day, [item]);
  }
  const seen = [...groups.keys()].sort();
  const first = start ?? seen[0];
  const last = end ?? seen.at(-1);
  if (!first || !last) return [];
  const keys = Object.keys(measures) as K[];
  return daysBetween(first, last, max).map((day) => {
    const group = groups.get(day) ?? [];
    const row: Record<string, number | string> = { day };
    for (const key of keys) row[key] = group.length ? measures[key](group) : 0;
    return row as DailyRow<K>;
  });
}

/**
 * The `n` largest rows by `value`, and the rest merged into one row by `rest` (left out when
 * nothing remains).
 * @example topWithRest(stats, 6, (r) => r.viewCount, (rest) => ({ name: t('others'), viewCount: sum(rest) }))
 */
export function topWithRest<T>(rows: readonly T[], n: number, value: (row: T) => number, rest: (rows: T[]) => T): T[] {
  const sorted = [...rows].sort((a, b) => value(b) - value(a));
  const top = sorted.slice(0, n);
  const others = sorted.slice(n);
  return others.length ? [...top, rest(others)] : top;
}

/** The sum of one figure over rows. */
export const sumOf = <T>(rows: readonly T[], value: (row: T) => number | undefined) => rows.reduce((s, r) => s + (value(r) ?? 0), 0);
