/**
 * 扫码记录 (exinfo/scan): the visitors who opened the demo company's page from its mini-programme
 * code (company view logs), newest first with what they registered; a period in the URL narrows
 * them; the code itself is beside the list; the English area in English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
const DEMO_COMPANY = 'c0a80101-0000-4000-8000-000000000101';
afterEach(() => session.clear());

/** The demo company's newest scan whose visitor registered, and how many scans there are. */
function newestScan() {
  const logs = mockDb
    .find('liveCompanyViewLogs', (l) => String(l.companyId).toLowerCase() === DEMO_COMPANY)
    .sort((a, b) => Date.parse(String(b.inTime)) - Date.parse(String(a.inTime)));
  const viewer = mockDb.find('liveViewers', (v) => v.userId === logs[0]?.userId)[0];
  return { total: logs.length, name: String(viewer?.name ?? ''), phone: String(viewer?.phoneNumber ?? '') };
}

describe('scan records', () => {
  it('lists the visitors who scanned the company, and narrows them to a period', async () => {
    const { total, name, phone } = newestScan();
    expect(total).toBeGreaterThan(0);
    const { router, user } = await renderApp('/exhibition/index/exinfo/scan', { as: 'exhibitor' });
    await findHeading('扫码记录');
    const table = await screen.findByRole('table', undefined, FIRST_LOAD);
    const first = (await within(table).findAllByRole('row', undefined, FIRST_LOAD))[1]!;
    expect(within(first).getByText(name)).toBeInTheDocument();
    expect(within(first).getByText(phone)).toBeInTheDocument();
    expect(screen.getByText(`${total} 次`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '企业小程序码' })).toBeInTheDocument();

    const start = screen.getByLabelText('开始日期');
    await user.type(start, '2030-01-01');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start: '2030-01-01' }));
    expect(await screen.findByText('这段时间还没有观众扫码', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);

  it('shows the English area in English', async () => {
    await renderApp('/exhibitionEn/index/exinfo/scan', { as: 'exhibitor.en' });
    await findHeading('Scan records');
    expect(await screen.findByRole('heading', { name: 'Company mini-programme code' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Visitor' })).toBeInTheDocument();
  }, FLOW);
});
