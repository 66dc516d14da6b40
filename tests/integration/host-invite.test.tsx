/**
 * 邀约管理 (set/invite): the organiser reads the booth bookings of the invited companies of the
 * current exhibition (not the last one's), narrows them to raw-space bookings and by keyword in
 * the URL, exports the selection under the fixed file name; the page in English (the shell's switch).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { captureDownloads } from '../support/downloads';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('invitations (booth bookings)', () => {
  it('lists the current exhibition’s bookings, narrows them to raw space and exports them', async () => {
    const saved = captureDownloads();
    const { router, user } = await renderApp('/host/index/set/invite', { as: 'host' });
    await findHeading('邀约管理');
    const table = await screen.findByRole('table', { name: '邀约管理' }, FIRST_LOAD);
    // The newest booking first; last year's bookings are not listed.
    await waitFor(() => expect(within(bodyRows(table)[0]!).getByText('武汉华工激光工程有限责任公司')).toBeInTheDocument(), FIRST_LOAD);
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '展位类型' }), '光地');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ boothType: 1 }));
    const rawSpace = mockDb.find('applyScenes', (r) => r.boothType === 1 && r.createTime >= '2026').map((r) => r.companyName);
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: '邀约管理' }))).toHaveLength(rawSpace.length));
    expect(screen.queryByText('东莞市恒力达精密机械有限公司')).not.toBeInTheDocument();
    expect(screen.getByText('杭州海康机器人股份有限公司')).toBeInTheDocument();
    expect(screen.getByText('216 ㎡ · 1 个展位')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toEqual(['展位预定信息.xlsx']), FIRST_LOAD);
  }, FLOW);

  it('finds a company by the keyword of the URL', async () => {
    await renderApp('/host/index/set/invite?keyword=%E6%98%8E%E8%BF%9C', { as: 'host' });
    await findHeading('邀约管理');
    const table = await screen.findByRole('table', { name: '邀约管理' }, FIRST_LOAD);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1), FIRST_LOAD);
    const row = bodyRows(table)[0]!;
    expect(within(row).getByText('广州明远自动化设备有限公司')).toBeInTheDocument();
    expect(within(row).getByText('希望靠近主通道')).toBeInTheDocument();
  }, FLOW);

  it('reads in English', async () => {
    const { user } = await renderApp('/host/index/set/invite?boothType=1', { as: 'host' });
    await findHeading('邀约管理');
    await user.click(screen.getByTestId('language-switch'));
    await findHeading('Invitations');
    const table = await screen.findByRole('table', { name: 'Invitations' }, FIRST_LOAD);
    await waitFor(() => expect(within(table).getAllByText('Raw space').length).toBeGreaterThan(0), FIRST_LOAD);
    expect(within(table).getByRole('columnheader', { name: /Booth kind/ })).toBeInTheDocument();
    expect(within(table).getByText('216 m² · 1 booths')).toBeInTheDocument();
  }, FLOW);
});
