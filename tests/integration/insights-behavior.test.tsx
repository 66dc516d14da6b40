/**
 * 访客行为 (behavior): the demo exhibitor's products by views, a period in the URL changing the
 * figures, who viewed one product, the export under the contract's name; the tag counts as a chart
 * with its table and their export; a tag request that shows as pending once sent, and the pending
 * ones withdrawn. The English exhibitor sees its own products.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadNames } from '@gen/api/downloads';
import { exhibitions, ids } from '@/mocks/data/places';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';
import { captureDownloads } from '../support/downloads';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

/** The company's products in the current exhibition with their views (from `start`, China time). */
function viewsOf(compId: string, start?: string) {
  const from = start ? Date.parse(`${start}T00:00:00+08:00`) : -Infinity;
  return mockDb
    .find('products', (p) => p.compId === compId && p.exhibitionId === exhibitions[0]!.id && !p.isDeleted)
    .map((p) => {
      const logs = mockDb.find('productViewLogs', (l) => l.productId === p.id && Date.parse(l.inTime) >= from);
      return { name: p.name, views: logs.length, logs: logs.sort((a, b) => Date.parse(b.inTime) - Date.parse(a.inTime)) };
    })
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name, 'zh-CN'));
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('visitor behaviour', () => {
  it('ranks the products by views, narrows them to a period, shows who viewed one and exports them', async () => {
    const saved = captureDownloads();
    const { router, user } = await renderApp('/exhibition/index/behavior', { as: 'exhibitor' });
    await findHeading('访客行为');
    const all = viewsOf(ids.company);
    const top = await rowOf(all[0]!.name);
    expect(cellTexts(top)[1]).toBe(String(all[0]!.views));

    // A start day: in the URL, and the figures count only the views since then.
    const start = '2026-11-01';
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: start } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start, tab: 'views' }));
    const recent = viewsOf(ids.company, start);
    expect(recent[0]!.views).toBeLessThan(all[0]!.views);
    await waitFor(async () => expect(cellTexts(await rowOf(recent[0]!.name))[1]).toBe(String(recent[0]!.views)));

    // Who viewed the most viewed product in the period, newest first.
    await rowAction(user, await rowOf(recent[0]!.name), '访客记录');
    const drawer = await findOpenDialog('dialog');
    const newest = recent[0]!.logs[0]!;
    const visitorRows = await within(drawer).findAllByRole('row', undefined, FIRST_LOAD);
    expect(visitorRows[1]).toHaveTextContent(String(newest.userName));
    expect(visitorRows[1]).toHaveTextContent(String(newest.companyName));
    expect(within(drawer).getByText(`共 ${recent[0]!.views} 条`)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: '导出产品浏览统计' }));
    await waitFor(() => expect(saved).toEqual([downloadNames.productExcelExportProductView]));
    expect(saved[0]).toBe('产品浏览统计.xlsx');
  }, FLOW);

  it('charts the tags of the products with their table, and exports them', async () => {
    const saved = captureDownloads();
    const { router, user } = await renderApp('/exhibition/index/behavior', { as: 'exhibitor' });
    await findHeading('访客行为');
    await user.click(screen.getByRole('tab', { name: '产品标签' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'tags' }));
    const table = await screen.findByRole('table', { name: '产品标签使用情况' }, FIRST_LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(2);
    const counts = rows.map((r) => Number(cellTexts(r)[1]));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(within(table).getByRole('columnheader', { name: '产品数' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '导出产品标签统计' }));
    await waitFor(() => expect(saved).toEqual([downloadNames.productTagCountExcelGetAllByCompId]));
    expect(saved[0]).toBe('产品标签统计.xlsx');
  }, FLOW);

  it('sends a tag request that shows as pending, and withdraws the pending ones', async () => {
    const { user } = await renderApp('/exhibition/index/behavior?tab=requests', { as: 'exhibitor' });
    await findHeading('访客行为');
    const requested = new Set(mockDb.all('productTagAuditLogs').map((a) => a.productId));
    const product = mockDb.find('products', (p) => p.compId === ids.company && p.exhibitionId === exhibitions[0]!.id && !p.isDeleted && !requested.has(p.id))[0]!;
    // The demo company's requests in this exhibition, the pending ones among them.
    expect((await screen.findAllByText('待审核', undefined, FIRST_LOAD)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '申请标签' }));
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findAllByText('此项为必填项')).toHaveLength(2);
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /产品/ }), product.id);
    await user.click(await within(drawer).findByRole('checkbox', { name: '新能源' }, FIRST_LOAD));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已提交，等待主办方审核', undefined, FIRST_LOAD)).toBeInTheDocument();
    const row = await rowOf(product.name);
    expect(row).toHaveTextContent('新能源');
    expect(row).toHaveTextContent('待审核');

    await user.click(screen.getByRole('button', { name: '撤回待审核申请' }));
    const question = await findOpenDialog('alertdialog');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已撤回待审核的申请', undefined, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(product.name)).not.toBeInTheDocument());
    expect(screen.queryByText('待审核')).not.toBeInTheDocument();
    expect(screen.getAllByText('已通过').length).toBeGreaterThan(0);
  }, FLOW);

  it('shows the English exhibitor its own products', async () => {
    await renderApp('/exhibitionEn/index/behavior', { as: 'exhibitor.en' });
    await findHeading('Visitor behaviour');
    expect(screen.getByRole('tab', { name: 'Product views' })).toHaveAttribute('aria-selected', 'true');
    const own = viewsOf(ids.companyEn);
    const row = await rowOf(own[0]!.name);
    expect(cellTexts(row)[1]).toBe(String(own[0]!.views));
    expect(screen.getByRole('button', { name: 'Export product views' })).toBeEnabled();
  }, FLOW);
});
