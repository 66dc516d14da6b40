/**
 * 云展厅 (cloud): the demo exhibitor's showroom as visitors see it: the products and activities on
 * show with their counts, the most viewed products as a chart with its table, and the showroom's
 * mini-programme code, downloaded as 小程序码.jpg. The English exhibitor sees its own showroom.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadNames } from '@gen/api/downloads';
import { ids } from '@/mocks/data/places';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';
import { captureDownloads } from '../support/downloads';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

/** The company's products on show, and each product's views from the mock's view log. */
function showroomOf(compId: string) {
  const products = mockDb.find('products', (p) => p.compId === compId && !p.isDeleted);
  const views = (id: string) => mockDb.find('productViewLogs', (l) => l.productId === id).length;
  const shown = products.filter((p) => p.isShow).map((p) => ({ name: p.name, views: views(p.id) })).sort((a, b) => b.views - a.views);
  const all = products.map((p) => ({ name: p.name, views: views(p.id) })).sort((a, b) => b.views - a.views);
  return { shown, all, total: all.reduce((s, p) => s + p.views, 0) };
}

describe('virtual showroom', () => {
  it('counts what visitors see, charts the most viewed products with a table, and downloads the showroom code', async () => {
    const saved = captureDownloads();
    const { user } = await renderApp('/exhibition/index/cloud', { as: 'exhibitor' });
    await findHeading('云展厅');
    const demo = showroomOf(ids.company);

    const productsStat = (await screen.findByText('展示中的产品', undefined, FIRST_LOAD)).parentElement!;
    await waitFor(() => expect(productsStat).toHaveTextContent(String(demo.shown.length)));
    const viewsStat = screen.getByText('产品浏览量').parentElement!;
    await waitFor(() => expect(viewsStat).toHaveTextContent(demo.total.toLocaleString()));

    // The products on show, most viewed first, each with its views.
    const shownList = await screen.findByRole('region', { name: '访客看到的产品' });
    const cards = within(shownList).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(demo.shown[0]!.name);
    expect(cards[0]).toHaveTextContent(`${demo.shown[0]!.views} 次浏览`);

    // The activities on show in the current exhibition.
    const shownActivities = mockDb.find('activities', (a) => a.joinId === ids.join && a.isShow === true);
    expect(shownActivities.length).toBeGreaterThan(0);
    const activityList = await screen.findByRole('region', { name: '访客看到的活动' }, FIRST_LOAD);
    await waitFor(() => expect(within(activityList).getAllByRole('listitem')).toHaveLength(shownActivities.length));
    expect(activityList).toHaveTextContent(shownActivities[0]!.name);

    // The chart's figures, in the table beside it.
    const table = await screen.findByRole('table', { name: '浏览量最高的产品' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(demo.all[0]!.name);
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(String(demo.all[0]!.views));

    // The code that opens the showroom, and its download under the contract's name.
    expect(await screen.findByRole('img', { name: '打开贵司线上展厅的小程序码' }, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下载小程序码' }));
    await waitFor(() => expect(saved).toEqual([downloadNames.weAppSmallCodeGetFile]));
    expect(saved[0]).toBe('小程序码.jpg');
  }, FLOW);

  it('shows the English exhibitor its own showroom', async () => {
    await renderApp('/exhibitionEn/index/cloud', { as: 'exhibitor.en' });
    await findHeading('Virtual showroom');
    const own = showroomOf(ids.companyEn);
    const productsStat = (await screen.findByText('Products on show', undefined, FIRST_LOAD)).parentElement!;
    await waitFor(() => expect(productsStat).toHaveTextContent(String(own.shown.length)));
    expect(await screen.findByRole('table', { name: 'Most viewed products' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the code' })).toBeEnabled();
  }, FLOW);
});
