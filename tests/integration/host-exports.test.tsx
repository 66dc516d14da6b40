/**
 * 数据导出 and 导出记录 (ex/export, ex/export-info): an export is queued with one click, shows as
 * queued, and becomes a file to download without a reload (the list asks again while it runs).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

describe('background exports', () => {
  it('queues the exhibitors export, then offers its file once the server is done', async () => {
    const { user } = await renderApp('/host/index/ex/export', { as: 'host' });
    await findHeading('数据导出');
    await user.click(await screen.findByRole('button', { name: '导出展商信息' }, FIRST_LOAD));
    expect(await screen.findByText(/已加入导出：展商信息/)).toBeVisible();
    const task = mockDb.find('exportTasks', (r) => r.name === '展商信息' && r.status === 0)[0]!;
    expect(JSON.parse(task.parameters as string)).toEqual({ auditStatus: 1 });

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: '导出记录' }));
    await findHeading('导出记录');
    // Newest first: the first row is the export just queued.
    const row = (await screen.findAllByRole('row', undefined, FIRST_LOAD))[1]!;
    expect(row).toHaveTextContent('展商信息');
    expect(within(row).getByText(/排队中|导出中/)).toBeInTheDocument();
    // The server finishes it a few seconds later; the list follows by itself.
    await waitFor(() => expect(within(row).getByRole('link', { name: /展商信息\.xlsx/ })).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(row).getByText('已完成')).toBeInTheDocument();
  }, 60_000);
});
