/**
 * 搜索统计 and 数据统计 (set/Search, set/Statistics): the keywords most searched first with their
 * bars; visits and visitors by kind of page, the period in the URL.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';
import { captureDownloads } from '../support/downloads';

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const numbers = (rows: HTMLElement[], cell: number) => rows.map((r) => Number(within(r).getAllByRole('cell')[cell]!.textContent!.replace(/,/g, '')));

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
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
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
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: '导出表格' }));
    await waitFor(() => expect(saved).toEqual(['访问统计.xlsx']), { timeout: 15_000 });
  }, 60_000);
});
