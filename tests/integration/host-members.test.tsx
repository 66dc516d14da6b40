/**
 * 用户管理 (ex/user): the member accounts. Filtered by role in the URL; a member blocked and
 * unblocked with the switch; a new password that the member then signs in with.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('member accounts', () => {
  it('filters by role, blocks and unblocks a member', async () => {
    const { user, router } = await renderApp('/host/index/ex/user', { as: 'host' });
    await findHeading('用户管理');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    expect(await rowOf('yuexing_auto')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: '身份' }), '主办方');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ role: 1 }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'yuexing_auto' })).toBeNull());
    expect(await rowOf('host')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: '身份' }), '展商');

    const row = await rowOf('yuexing_auto');
    await user.click(within(row).getByRole('checkbox', { name: '黑名单' }));
    await waitFor(() => expect(mockDb.find('accounts', (a) => a.userName === 'yuexing_auto')[0]?.isBlack).toBe(true));
    await waitFor(async () => expect(within(await rowOf('yuexing_auto')).getByRole('checkbox', { name: '黑名单' })).toBeChecked());
    await user.click(within(await rowOf('yuexing_auto')).getByRole('checkbox', { name: '黑名单' }));
    await waitFor(() => expect(mockDb.find('accounts', (a) => a.userName === 'yuexing_auto')[0]?.isBlack).toBe(false));
  }, 60_000);

  it('sets a new password after the two entries match; the member’s account has it', async () => {
    const { user } = await renderApp('/host/index/ex/user', { as: 'host' });
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    await rowAction(user, await rowOf('yuexing_auto'), '设置密码');
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByLabelText(/^新密码/), 'Yx2026new');
    await user.type(within(drawer).getByLabelText(/^确认新密码/), 'Yx2026old');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('两次输入的密码不一致')).toBeVisible();

    const confirm = within(drawer).getByLabelText(/^确认新密码/);
    await user.clear(confirm);
    await user.type(confirm, 'Yx2026new');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb.find('accounts', (a) => a.userName === 'yuexing_auto')[0]?.password).toBe('Yx2026new');
    expect(await screen.findByText('保存成功')).toBeVisible();
  }, 60_000);
});
