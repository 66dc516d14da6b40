/**
 * 浏览统计 (pageView): the demo exhibitor's product views over a period in the URL: the totals, the
 * views and visitors per day (a chart with its table), each product's share and the visitors'
 * companies. The English area has no such page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exhibitions, ids } from '@/mocks/data/places';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

/** The demo company's view log in [start, end] (China days), as the page counts it. */
function logsIn(start: string, end: string) {
  const products = new Map(mockDb.find('products', (p) => p.compId === ids.company && p.exhibitionId === exhibitions[0]!.id && !p.isDeleted).map((p) => [p.id, p.name]));
  const from = Date.parse(`${start}T00:00:00+08:00`);
  const to = Date.parse(`${end}T23:59:59+08:00`);
  return mockDb.find('productViewLogs', (l) => products.has(l.productId) && Date.parse(l.inTime) >= from && Date.parse(l.inTime) <= to).map((l) => ({ userId: String(l.userId), inTime: l.inTime, productName: products.get(l.productId)! }));
}

const figure = (label: string) => screen.getAllByText(label).find((el) => el.tagName === 'P')!.nextElementSibling!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('page views', () => {
  it('totals a period, draws the views per day with their table, and splits them by product and company', async () => {
    const start = '2026-11-01';
    const end = '2026-11-20';
    const { router } = await renderApp(`/exhibition/index/pageView?start=${start}&end=${end}`, { as: 'exhibitor' });
    await findHeading('浏览统计');
    const logs = logsIn(start, end);
    expect(logs.length).toBeGreaterThan(10);

    const trend = await screen.findByRole('table', { name: '每日浏览趋势' }, FIRST_LOAD);
    expect(figure('浏览量')).toHaveTextContent(String(logs.length));
    expect(figure('访客数')).toHaveTextContent(String(new Set(logs.map((l) => l.userId)).size));

    // One row per day of the period, the empty days at 0; the views add up to the total.
    const days = within(trend).getAllByRole('row').slice(1);
    expect(days).toHaveLength(20);
    expect(cells(days[0]!)[0]).toBe(start);
    expect(days.reduce((sum, row) => sum + Number(cells(row)[1]), 0)).toBe(logs.length);
    const onFifth = logs.filter((l) => String(l.inTime).startsWith('2026-11-05')).length;
    expect(cells(days[4]!)).toEqual(['2026-11-05', String(onFifth), expect.any(String)]);

    // The most viewed product first, with its share of the views.
    const byProduct = screen.getByRole('table', { name: '各产品浏览占比' });
    const counts = new Map<string, number>();
    for (const l of logs) counts.set(l.productName, (counts.get(l.productName) ?? 0) + 1);
    const [topName, topViews] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const first = within(byProduct).getAllByRole('row')[1]!;
    expect(cells(first)[1]).toBe(String(topViews));
    expect(counts.get(cells(first)[0]!)).toBe(topViews);
    expect(cells(first)[2]).toBe(`${((100 * topViews) / logs.length).toFixed(1)}%`);
    expect(topName).toBeTruthy();

    expect(within(screen.getByRole('table', { name: '访客企业 Top 10' })).getAllByRole('row').length).toBeGreaterThan(1);

    // A new start day goes into the URL and the days follow it.
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-11' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start: '2026-11-11', end }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '每日浏览趋势' })).getAllByRole('row')).toHaveLength(11));
    expect(figure('浏览量')).toHaveTextContent(String(logsIn('2026-11-11', end).length));
  }, FLOW);

  it('is not part of the English area', async () => {
    await renderApp('/exhibitionEn/index/pageView', { as: 'exhibitor.en' });
    expect(await screen.findByText('The page you asked for does not exist or has been removed.', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
