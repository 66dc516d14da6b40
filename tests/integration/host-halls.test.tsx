/**
 * 展馆管理 (ex/pavilion): the halls of the current exhibition with their totals; a hall is added
 * (totals follow), renamed in the drawer, and deleted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const hallCount = () => Number(screen.getByText('展馆数').nextElementSibling?.textContent);

describe('halls of the exhibition', () => {
  it('adds, renames and deletes a hall, with the totals following', async () => {
    const { user } = await renderApp('/host/index/ex/pavilion', { as: 'host' });
    await findHeading('展馆管理');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    const before = hallCount();
    expect(before).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '添加展馆' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /展馆名称/ }), '20号馆');
    await user.type(within(drawer).getByRole('textbox', { name: /展位数/ }), '180');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowOf('20号馆');
    await waitFor(() => expect(hallCount()).toBe(before + 1));

    await rowAction(user, await rowOf('20号馆'), '编辑');
    const edit = await findOpenDialog('dialog');
    const name = within(edit).getByRole('textbox', { name: /展馆名称/ });
    await user.clear(name);
    await user.type(name, '20号馆（临时）');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await rowOf('20号馆（临时）');

    await deleteRow(user, '20号馆（临时）');
    await waitFor(() => expect(hallCount()).toBe(before));
  }, 60_000);
});
