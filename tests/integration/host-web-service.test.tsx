/**
 * 网站服务 (webSet/web-service): the organiser's web kinds with their categories; a new kind gets
 * two of the exhibition's exhibit categories ticked, which stay after a refetch; a kind is deleted
 * after a question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('services of the public site', () => {
  it('lists the kinds with their categories', async () => {
    await renderApp('/host/index/webSet/web-service', { as: 'host' });
    await findHeading('网站分类');
    const row = await rowOf('智能物流');
    expect(within(row).getByText('智能仓储')).toBeInTheDocument();
    expect(within(row).getByText('AGV/AMR')).toBeInTheDocument();
  }, 60_000);

  it('adds a kind, ticks two categories, and they survive a refetch', async () => {
    const { user, queryClient } = await renderApp('/host/index/webSet/web-service', { as: 'host' });
    await findHeading('网站分类');
    await user.click(screen.getByRole('button', { name: '添加分类' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /分类名称/ }), '机器人专区');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('机器人专区');
    expect(within(row).getByText('未设置类别')).toBeInTheDocument();

    await rowAction(user, row, '设置类别');
    const picker = await findOpenDialog('dialog');
    await user.click(await within(picker).findByRole('checkbox', { name: /^协作机器人/ }));
    await user.click(within(picker).getByRole('checkbox', { name: /^焊接机器人/ }));
    await user.click(within(picker).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(within(await rowOf('机器人专区')).getByText('焊接机器人')).toBeInTheDocument());

    await queryClient.invalidateQueries();
    await queryClient.refetchQueries();
    const again = await rowOf('机器人专区');
    expect(within(again).getByText('协作机器人')).toBeInTheDocument();
    expect(within(again).getByText('焊接机器人')).toBeInTheDocument();
  }, 60_000);

  it('deletes a kind after a question', async () => {
    const { user } = await renderApp('/host/index/webSet/web-service', { as: 'host' });
    await findHeading('网站分类');
    await deleteRow(user, '食品饮料');
  }, 60_000);
});
