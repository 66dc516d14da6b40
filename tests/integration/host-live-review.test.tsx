/**
 * 直播审核 (audit/live): the live-stream applications through GraphQL. The waiting ones are kept
 * by the filter in the URL; one is rejected with a remark (required), another approved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowAction } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const rows = () => screen.getAllByRole('row').slice(1);

describe('live-stream applications', () => {
  it('rejects one waiting application with a remark and approves another', async () => {
    const { router, user } = await renderApp('/host/index/audit/live?liveAudit=PENDING', { as: 'host' });
    await findHeading('直播审核');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    for (const row of rows()) expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ liveAudit: 'PENDING' });

    const first = rows()[0]!;
    const name = first.querySelector('td p')!.textContent!;
    await rowAction(user, first, '驳回');
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText(/必填|请填写/)).toBeVisible();
    await user.type(within(drawer).getByRole('textbox', { name: /审核意见/ }), '直播时间与展馆开放时间冲突，请调整到 10:00 之后');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // No longer waiting: it leaves the filtered list.
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());

    const second = rows()[0]!;
    const other = second.querySelector('td p')!.textContent!;
    await rowAction(user, second, '通过');
    expect(await screen.findByText('已通过直播申请')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(other)).toBeNull());

    await user.selectOptions(screen.getByRole('combobox', { name: '直播申请' }), '已驳回');
    const rejected = (await screen.findByText(name)).closest('tr')!;
    expect(within(rejected).getByText('直播时间与展馆开放时间冲突，请调整到 10:00 之后')).toBeInTheDocument();
  }, 60_000);
});
