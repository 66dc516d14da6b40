/**
 * 分类管理 (set/classify): the exhibition's category tree (expand, search with parents kept, add
 * below a node, delete with what is below after a second question) and its kinds (add one, choose
 * its top-level categories, which then show in its row). The tab is in the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

describe('categories and kinds of the exhibition', () => {
  it('adds a category below a top-level one, finds it by search, and deletes a branch after naming what goes with it', async () => {
    const { user } = await renderApp('/host/index/set/classify', { as: 'host' });
    await findHeading('分类管理');
    const robots = await rowOf('工业机器人');
    expect(within(robots).getByText(/个下级/)).toBeInTheDocument();
    await user.click(within(robots).getByRole('button', { name: '展开“工业机器人”' }));

    await rowAction(user, await rowOf('工业机器人'), '添加下级');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('在“工业机器人”下添加分类')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /分类名称/ }), '并联机器人');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const added = await rowOf('并联机器人');
    expect(within(added).getByText('第 2 级')).toBeInTheDocument();

    // Search keeps the match with its parent, opened.
    await user.type(screen.getByRole('textbox', { name: '搜索分类名称' }), '并联');
    await waitFor(() => expect(screen.queryByText('激光设备')).not.toBeInTheDocument());
    expect(screen.getByText('工业机器人')).toBeInTheDocument();
    expect(screen.getByText('并联机器人')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '搜索分类名称' }));

    // A branch: the question names how many categories go with it.
    await rowAction(user, await rowOf('智能仓储'), '删除');
    const first = await findOpenDialog();
    await user.click(within(first).getByRole('button', { name: '删除' }));
    const second = await waitFor(() => {
      const dialog = screen.getAllByRole('alertdialog').find((d) => within(d).queryByText(/及其 4 个下级分类/));
      if (!dialog) throw new Error('no second question');
      return dialog;
    });
    await user.click(within(second).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('智能仓储')).not.toBeInTheDocument(), FIRST_LOAD);
  }, FLOW);

  it('adds a kind and chooses its categories', async () => {
    const { router, user } = await renderApp('/host/index/set/classify?tab=kinds', { as: 'host' });
    await rowOf('智能装备');
    await user.click(screen.getByRole('button', { name: '添加展品大类' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /大类名称/ }), '数字化工厂');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('数字化工厂');
    expect(within(row).getByText('未关联分类')).toBeInTheDocument();

    await rowAction(user, row, '设置分类');
    const link = await findOpenDialog('dialog');
    await user.click(within(link).getByRole('checkbox', { name: /工业机器人/ }));
    await user.click(within(link).getByRole('checkbox', { name: /激光设备/ }));
    await user.click(within(link).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(screen.getByText('数字化工厂').closest('tr')!).getByText('激光设备')).toBeInTheDocument(), FIRST_LOAD);
    expect(within(screen.getByText('数字化工厂').closest('tr')!).getByText('工业机器人')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '展品分类' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'categories' }));
  }, FLOW);
});
