/**
 * 推荐企业 (webSet/web-enterprise): the exhibitors the site recommends; one added from the
 * exhibition's exhibitors, put first by its order, then taken off.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('recommended companies', () => {
  it('adds an exhibitor, orders it first, and takes it off again', async () => {
    const { user } = await renderApp('/host/index/webSet/web-enterprise', { as: 'host' });
    await findHeading('推荐企业');
    const select = await screen.findByRole('combobox', { name: '选择要推荐的展商' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1), FIRST_LOAD);
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    const name = option.textContent!;
    await user.selectOptions(select, option);
    await user.click(screen.getByRole('button', { name: '添加推荐' }));
    expect(await screen.findByText('已添加到推荐企业')).toBeVisible();
    await waitFor(() => expect(mockDb.get('joins', option.value)?.topic).toBe(1));

    await rowAction(user, await rowOf(name), '调整排序');
    const drawer = await findOpenDialog('dialog');
    const order = within(drawer).getByRole('textbox', { name: /排序/ });
    await user.clear(order);
    await user.type(order, '0');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent(name));

    await rowAction(user, await rowOf(name), '取消推荐');
    await waitFor(() => expect(mockDb.get('joins', option.value)?.topic).toBe(0));
    await waitFor(() => expect(screen.queryByRole('cell', { name })).toBeNull());
  }, 60_000);
});
