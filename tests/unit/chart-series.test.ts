/** The chart kit's shaping of records: days in China time with the empty ones filled, top parts with the rest summed. */
import { describe, expect, it } from 'vitest';
import { byDay, chinaDay, daysBetween, sumOf, topWithRest } from '@/components/chart/series';

const logs = [
  { at: '2026-11-01T23:30:00+08:00', user: 'a' },
  { at: '2026-11-01T16:30:00Z', user: 'b' }, // 00:30 on 11-02 in China
  { at: '2026-11-02T10:00:00+08:00', user: 'b' },
  { at: '2026-11-04T09:00:00+08:00', user: 'a' },
  { at: 'not a time', user: 'c' },
];
const measures = { views: (d: typeof logs) => d.length, visitors: (d: typeof logs) => new Set(d.map((l) => l.user)).size };

describe('chart series', () => {
  it('reads the calendar day in China time', () => {
    expect(chinaDay('2026-11-01T16:30:00Z')).toBe('2026-11-02');
    expect(chinaDay('2026-11-01T23:59:59+08:00')).toBe('2026-11-01');
    expect(chinaDay(undefined)).toBeUndefined();
    expect(chinaDay('soon')).toBeUndefined();
  });

  it('lists the days of a period, at most the last ones', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-11-01', '2026-11-30', 3)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([]);
  });

  it('counts per day, with the days without records at 0', () => {
    expect(byDay(logs, { time: (l) => l.at, measures })).toEqual([
      { day: '2026-11-01', views: 1, visitors: 1 },
      { day: '2026-11-02', views: 2, visitors: 1 },
      { day: '2026-11-03', views: 0, visitors: 0 },
      { day: '2026-11-04', views: 1, visitors: 1 },
    ]);
  });

  it('keeps to a given period and fills it whole', () => {
    const rows = byDay(logs, { time: (l) => l.at, measures, start: '2026-10-31', end: '2026-11-02' });
    expect(rows.map((r) => [r.day, r.views])).toEqual([['2026-10-31', 0], ['2026-11-01', 1], ['2026-11-02', 2]]);
    expect(byDay([], { time: () => undefined, measures })).toEqual([]);
  });

  it('keeps the largest parts and sums the rest into one', () => {
    const parts = [{ name: 'a', n: 1 }, { name: 'b', n: 5 }, { name: 'c', n: 3 }, { name: 'd', n: 2 }];
    const rest = (r: typeof parts) => ({ name: 'others', n: sumOf(r, (p) => p.n) });
    expect(topWithRest(parts, 2, (p) => p.n, rest)).toEqual([{ name: 'b', n: 5 }, { name: 'c', n: 3 }, { name: 'others', n: 3 }]);
    expect(topWithRest(parts, 4, (p) => p.n, rest).map((p) => p.name)).toEqual(['b', 'c', 'd', 'a']);
  });
});
