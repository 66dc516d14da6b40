/**
 * 搜索统计 and 数据统计 (set/Search, set/Statistics): the keywords most searched first with their
 * bars; visits and visitors by kind of page, the period in the URL; the daily trend over the show's
 * days (or the period's) with its table and export.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSheet } from '@/components/data/sheet';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';
import { captureDownloads } from '../support/downloads';
import { mockDb } from '../setup';

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const numbers = (rows: HTMLElement[], cell: number) => rows.map((r) => Number(within(r).getAllByRole('cell')[cell]!.textContent!.replace(/,/g, '')));
/** The body rows of a table named by its caption or label. */
const rowsOf = async (name: string) => (await within(await screen.findByRole('table', { name }, FIRST_LOAD)).findAllByRole('row')).slice(1);
const cellsOf = (rows: HTMLElement[]) => rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

/** The organiser's exhibition (the page's scope) and its show days, YYYY-MM-DD in China time. */
function showDays() {
  const s = session.get();
  const exhibition = mockDb.get('exhibitions', s.exhibition?.id ?? s.exhibitionIds[0])!;
  const day = (time: unknown) => new Date(Date.parse(String(time)) + 8 * 3_600_000).toISOString().slice(0, 10);
  return { exhibitionId: exhibition.id, days: daysFrom(day(exhibition.startTime), day(exhibition.endTime)) };
}
const daysFrom = (first: string, last: string) => {
  const days: string[] = [];
  for (let d = Date.parse(`${first}T00:00:00Z`); d <= Date.parse(`${last}T00:00:00Z`); d += 86_400_000) days.push(new Date(d).toISOString().slice(0, 10));
  return days;
};
/** What the trend's table should say for each day: the mock's visits and visitors of that day, all kinds of page. */
function expectedTrend(exhibitionId: string, days: string[]) {
  return days.map((day) => {
    const rows = mockDb.find('visitStatistics', (r) => r.exhibitionId === exhibitionId && r.day === day);
    const sum = (key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    return [day, sum('count').toLocaleString(), sum('userCount').toLocaleString()];
  });
}

describe('statistics', () => {
  it('lists the search keywords most searched first', async () => {
    await renderApp('/host/index/set/Search', { as: 'host' });
    await findHeading('搜索统计');
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
    expect(rows.length).toBeGreaterThan(2);
    const counts = numbers(rows, 1);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  }, 60_000);

  it('shows visits and visitors by kind of page, for a period kept in the URL', async () => {
    const { router } = await renderApp('/host/index/set/Statistics', { as: 'host' });
    await findHeading('数据统计');
    const rows = await rowsOf('数据统计');
    expect(rows.length).toBeGreaterThan(1);
    const visits = numbers(rows, 1);
    const visitors = numbers(rows, 2);
    visits.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(visitors[i]!));
    expect(screen.getByText(/共 [\d,]+ 次访问/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start: '2026-11-01' }));
  }, 60_000);

  it('exports the figures beside the chart as a spreadsheet with a fixed name', async () => {
    const { user } = await renderApp('/host/index/set/Statistics', { as: 'host' });
    await findHeading('数据统计');
    await rowsOf('数据统计');
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: '导出表格' }));
    await waitFor(() => expect(saved).toEqual(['访问统计.xlsx']), { timeout: 15_000 });
  }, 60_000);

  it('draws the daily trend over the show days, a row per day with its visits and visitors', async () => {
    await renderApp('/host/index/set/Statistics', { as: 'host' });
    await findHeading('数据统计');
    const { exhibitionId, days } = showDays();
    const expected = expectedTrend(exhibitionId, days);
    expect(days.length).toBeGreaterThan(1);
    // The figures are the mock's: the show days hold most of the visits, so no day is empty.
    expected.forEach(([, visits]) => expect(visits).not.toBe('0'));
    await waitFor(async () => expect(cellsOf(await rowsOf('每日趋势'))).toEqual(expected));
    const figure = screen.getByRole('figure', { name: /每日趋势/ });
    expect(within(figure).getByText(`展期 ${days[0]} 至 ${days.at(-1)} 的每一天；访问人数为各类页面的人数之和`)).toBeInTheDocument();
    // The end-to-end test finds the kinds-of-page chart by /访问次数/: the trend's name must not match it.
    expect(screen.getAllByRole('figure', { name: /访问次数/ })).toHaveLength(1);
    const total = expected.reduce((s, [, v]) => s + Number(v!.replace(/,/g, '')), 0);
    expect(screen.getByText(`合计访问 ${total.toLocaleString()} 次`)).toBeInTheDocument();
  }, 60_000);

  it('narrows the trend and the kinds of page to the period in the URL, the week before the show included', async () => {
    const { router } = await renderApp('/host/index/set/Statistics', { as: 'host' });
    await findHeading('数据统计');
    const { exhibitionId, days: show } = showDays();
    await rowsOf('每日趋势');
    // Three days before the opening to the second show day.
    const start = new Date(Date.parse(`${show[0]}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const end = show[1]!;
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: start } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start }));
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: end } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start, end }));

    const days = daysFrom(start, end);
    expect(days).toHaveLength(5);
    const expected = expectedTrend(exhibitionId, days);
    await waitFor(async () => expect(cellsOf(await rowsOf('每日趋势'))).toEqual(expected));
    // Registrations rise towards the opening: each day before it has fewer visits than the next.
    const before = expected.slice(0, 3).map(([, v]) => Number(v!.replace(/,/g, '')));
    expect([...before].sort((a, b) => a - b)).toEqual(before);
    // The kinds of page count the same days only.
    const total = expected.reduce((s, [, v]) => s + Number(v!.replace(/,/g, '')), 0);
    await waitFor(() => expect(screen.getByText(`共 ${total.toLocaleString()} 次访问`)).toBeInTheDocument());
    expect(screen.getByRole('figure', { name: new RegExp(`${start} 至 ${end}`) })).toBeInTheDocument();
  }, 60_000);

  it('exports the daily trend as its own spreadsheet, a row per day as the table shows it', async () => {
    const { user } = await renderApp('/host/index/set/Statistics', { as: 'host' });
    await findHeading('数据统计');
    const { exhibitionId, days } = showDays();
    const expected = expectedTrend(exhibitionId, days);
    await waitFor(async () => expect(cellsOf(await rowsOf('每日趋势'))).toEqual(expected));
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: '导出每日趋势' }));
    await waitFor(() => expect(saved).toEqual(['每日访问趋势.xlsx']), { timeout: 15_000 });
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    const sheet = await readSheet(blob);
    expect(sheet.headers).toEqual(['日期', '访问次数', '访问人数']);
    expect(sheet.rows.map((r) => [r.cells['日期'], r.cells['访问次数'], r.cells['访问人数']])).toEqual(expected.map(([day, v, u]) => [day, v!.replace(/,/g, ''), u!.replace(/,/g, '')]));
  }, 60_000);
});
