/**
 * 展会计划 (set/plan): the exhibition's agenda in order; an item added in the drawer (an end before
 * its start is said beside the end) shows in the list, is switched off and deleted.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe("the exhibition's plan", () => {
  it('adds an agenda item, switches it off and deletes it', async () => {
    const { user } = await renderApp('/host/index/set/plan', { as: 'host' });
    await findHeading('展会计划');
    const rows = await screen.findAllByRole('row', undefined, FIRST_LOAD);
    // The seeded agenda, opening first.
    expect(within(rows[1]).getByText('开幕式暨智能制造高峰论坛')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加日程' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /日程名称/ }), '智能制造人才招聘会');
    fireEvent.change(within(drawer).getByLabelText(/开始时间/, { selector: 'input' }), { target: { value: '2026-11-20T10:00' } });
    fireEvent.change(within(drawer).getByLabelText(/结束时间/, { selector: 'input' }), { target: { value: '2026-11-20T09:00' } });
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText(/结束时间/, { selector: 'input' }), { target: { value: '2026-11-20T16:00' } });
    await user.type(within(drawer).getByRole('textbox', { name: /地点/ }), '深圳国际会展中心 2号馆');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const row = await rowOf('智能制造人才招聘会');
    expect(within(row).getByText('深圳国际会展中心 2号馆')).toBeInTheDocument();
    const show = within(row).getByRole('checkbox', { name: '显示' });
    expect(show).toBeChecked();
    await user.click(show);
    await waitFor(() => expect(within(row).getByRole('checkbox', { name: '显示' })).not.toBeChecked(), FIRST_LOAD);

    await deleteRow(user, '智能制造人才招聘会');
  }, 60_000);
});
