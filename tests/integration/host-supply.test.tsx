/**
 * 采购需求 (supply): the organiser narrows the buyers' cards to one exhibitor's ignored ones and
 * notifies the exhibitor again, then exports that tab under its own name; from the buyers' side a
 * card is found by its enquiry type (named by the statistics) and rejected after a question; the
 * figures page shows the show's totals and the split by page of origin.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { captureDownloads } from '../support/downloads';
import { findHeading, FIRST_LOAD, renderApp, rowAction } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('purchase demand', () => {
  it("notifies an exhibitor again of an ignored card and exports the tab under the tab's name", async () => {
    const saved = captureDownloads();
    const { router, user } = await renderApp('/host/index/supply/company', { as: 'host' });
    await findHeading('企业供需');
    await screen.findByRole('table', { name: '企业供需' }, FIRST_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '未接收 / 已忽略');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'ignored' }));
    const table = await screen.findByRole('table', { name: '企业供需' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), FIRST_LOAD);
    const firstRow = within(table).getAllByRole('row')[1]!;
    const buyer = within(firstRow).getAllByText(/\S/)[1]!.textContent!;
    const card = mockDb.find('callingCards', (c) => c.name === buyer)[0]!;
    await rowAction(user, firstRow, '再次通知展商');
    expect(await screen.findByText('已再次通知展商')).toBeInTheDocument();
    await waitFor(() => expect(mockDb.get('callingCards', card.id)).toMatchObject({ resendCount: Number(card.resendCount ?? 0) + 1 }));

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toEqual(['采购需求（未接收或已忽略）.xlsx']), FIRST_LOAD);
  }, FLOW);

  it('finds cards by enquiry type and rejects one after a question', async () => {
    const { router, user } = await renderApp('/host/index/supply/user', { as: 'host' });
    await findHeading('个人供需');
    const talk = await screen.findByRole('combobox', { name: '咨询类型' }, FIRST_LOAD);
    await waitFor(() => expect(within(talk).getAllByRole('option').length).toBeGreaterThan(1), FIRST_LOAD);
    const option = within(talk).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(talk, option);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ talkType: Number(option.value) }));
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已回收');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'recovered', talkType: Number(option.value) }));
    const table = await screen.findByRole('table', { name: '个人供需' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), FIRST_LOAD);
    const row = within(table).getAllByRole('row')[1]!;
    const phone = mockDb.find('callingCards', (c) => c.talkType === Number(option.value)).map((c) => c.phone).find((p) => within(row).queryByText(p))!;
    const card = mockDb.find('callingCards', (c) => c.phone === phone && c.talkType === Number(option.value) && (c.state === 0 || c.state === 2))[0]!;
    await rowAction(user, row, '拒绝');
    const question = await findOpenDialog();
    await user.click(within(question).getByRole('button', { name: /拒绝|确定/ }));
    await waitFor(() => expect(mockDb.get('callingCards', card.id)).toMatchObject({ state: 3 }), FIRST_LOAD);
  }, FLOW);

  it("shows the show's totals and the split by page of origin", async () => {
    await renderApp('/host/index/supply/buySupply', { as: 'host' });
    await findHeading('采购需求');
    const exhibitionId = mockDb.find('callingCards', () => true)[0]!.exhibitionId;
    const total = mockDb.find('callingCards', (c) => c.exhibitionId === exhibitionId).length;
    expect(await screen.findByText(total.toLocaleString(), undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '按来源页面' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '按咨询类型' })).toBeInTheDocument();
  }, FLOW);
});
