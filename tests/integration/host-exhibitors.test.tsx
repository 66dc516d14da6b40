/**
 * 展商管理 (ex/manage): the exhibitors of the current exhibition. A company is added with its
 * booth in one step, given an award label, pinned, edited, and withdrawn; the organiser's switches
 * are stored on the join.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const NAME = '杭州云展数字科技有限公司';

describe('exhibitors of the exhibition', () => {
  it('adds a company with its booth, labels, pins and edits it, then withdraws it', async () => {
    const { user } = await renderApp('/host/index/ex/manage', { as: 'host' });
    await findHeading('展商管理');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: '添加展商' }));
    const drawer = await findOpenDialog('dialog');
    // A name of one character is refused beside the field, and nothing is sent.
    await user.type(within(drawer).getByRole('textbox', { name: /企业名称/ }), '杭');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText(/至少.*2/)).toBeVisible();
    await user.type(within(drawer).getByRole('textbox', { name: /企业名称/ }), '州云展数字科技有限公司');
    const hall = within(drawer).getByRole('combobox', { name: /展馆/ });
    await waitFor(() => expect(within(hall).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(hall, '1号馆');
    await user.type(within(drawer).getByRole('textbox', { name: /展位号/ }), 'B08');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const row = await rowOf(NAME);
    expect(within(row).getByText('1号馆 · B08')).toBeVisible();
    const join = mockDb.find('joins', (j) => j.companyName === NAME)[0]!;
    expect(mockDb.get('companies', join.compId)?.name).toBe(NAME);

    await rowAction(user, row, '设置奖项标签');
    const prize = await findOpenDialog('dialog');
    await user.type(within(prize).getByRole('textbox', { name: /奖项标签/ }), '创新金奖');
    await user.click(within(prize).getByRole('button', { name: '保存' }));
    expect(await within(await rowOf(NAME)).findByText('创新金奖')).toBeVisible();

    await user.click(within(await rowOf(NAME)).getByRole('checkbox', { name: '置顶' }));
    await waitFor(() => expect(mockDb.get('joins', join.id)?.topping).toBe(true));
    await user.click(within(await rowOf(NAME)).getByRole('checkbox', { name: '品牌专题' }));
    await waitFor(() => expect(mockDb.get('joins', join.id)?.brandTopic).toBe(1));

    await rowAction(user, await rowOf(NAME), '编辑');
    const edit = await findOpenDialog('dialog');
    const booth = within(edit).getByRole('textbox', { name: /展位号/ });
    await user.clear(booth);
    await user.type(booth, 'B08, B09');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await within(await rowOf(NAME)).findByText('1号馆 · B08, B09')).toBeVisible();

    await deleteRow(user, NAME);
    await waitFor(() => expect(screen.queryByText(NAME)).toBeNull());
  }, 60_000);

  it('hides a company page and restores it', async () => {
    const { user } = await renderApp('/host/index/ex/manage', { as: 'host' });
    const rows = await screen.findAllByRole('row', undefined, FIRST_LOAD);
    // The first exhibitor of the list (cells: selection, logo, company).
    const name = within(rows[1]!).getAllByRole('cell')[2]!.querySelector('p')!.textContent!;
    const join = mockDb.find('joins', (j) => j.companyName === name)[0]!;

    await waitFor(async () => expect(within(await rowOf(name)).getByRole('button', { name: '更多操作' })).toBeEnabled());
    await rowAction(user, await rowOf(name), '隐藏企业主页');
    expect(await screen.findByText('企业主页已隐藏')).toBeVisible();
    expect(mockDb.get('companies', join.compId)?.isEnable).toBe(false);
    await rowAction(user, await rowOf(name), '恢复企业主页');
    await waitFor(() => expect(mockDb.get('companies', join.compId)?.isEnable).toBe(true));
  }, 60_000);
});
