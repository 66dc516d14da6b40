/**
 * 分类管理 (set/classify): the exhibition's category tree (expand, search with parents kept, add
 * below a node, move a branch under another parent, delete with what is below after a second
 * question) and its kinds (add one, choose its top-level categories, which then show in its row).
 * The tab is in the URL.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';
import { mockDb, server } from '../setup';

const FLOW = 60_000;
afterEach(async () => {
  session.clear();
  await chooseLanguage('zh');
});

const category = (name: string) => mockDb.find('categories', (c) => c.name === name && c.groupId === mockDb.find('categories', (x) => x.name === '协作机器人')[0]!.groupId)[0]!;
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

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
    const second = await findOpenDialog('alertdialog', /及其 4 个下级分类/);
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

  it('moves a branch under another parent: the picker leaves out the category and what is below it, and the levels follow', async () => {
    const { user } = await renderApp('/host/index/set/classify', { as: 'host' });
    await findHeading('分类管理');
    await user.click(within(await rowOf('工业机器人')).getByRole('button', { name: '展开“工业机器人”' }));
    await rowAction(user, await rowOf('机器人核心零部件'), '编辑');
    const drawer = await findOpenDialog('dialog');
    const picker = within(drawer).getByRole('combobox', { name: '上级分类' });
    expect(picker).toHaveDisplayValue('工业机器人');
    expect(within(drawer).getByText(/连同 3 个下级分类一起移过去/)).toBeInTheDocument();
    const options = optionsOf(picker);
    expect(options).toEqual(expect.arrayContaining(['（无，作为一级分类）', '工业机器人', '工业机器人 / 协作机器人', '数控机床', '数控机床 / 数控系统']));
    // Never under itself or its own subcategories.
    expect(options.filter((o) => o?.includes('机器人核心零部件'))).toEqual([]);

    // No parent is not a choice: the message stands next to the field.
    await user.selectOptions(picker, '');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();

    await user.selectOptions(picker, '数控机床 / 数控系统');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // The tree refreshes, opened down to the new parent: the branch is there, one level deeper.
    const moved = await waitFor(() => {
      const row = screen.getByText('机器人核心零部件').closest('tr')!;
      expect(row).toHaveTextContent('第 3 级');
      return row;
    }, FIRST_LOAD);
    expect(within(await rowOf('数控系统')).getByRole('button', { name: '收起“数控系统”' })).toBeInTheDocument();
    await user.click(within(moved).getByRole('button', { name: '展开“机器人核心零部件”' }));
    expect(within(await rowOf('伺服电机')).getByText('第 4 级')).toBeInTheDocument();
    // No longer under its old parent: with the new one closed it is gone, though 工业机器人 stays open.
    await user.click(within(await rowOf('数控机床')).getByRole('button', { name: '收起“数控机床”' }));
    await waitFor(() => expect(screen.queryByText('机器人核心零部件')).not.toBeInTheDocument());
    expect(screen.getByText('协作机器人')).toBeInTheDocument();

    expect(category('机器人核心零部件')).toMatchObject({ parentId: category('数控系统').id, level: 3 });
    expect(category('减速器')).toMatchObject({ parentId: category('机器人核心零部件').id, level: 4 });
  }, FLOW);

  it('keeps the chosen parent and the typed name when the server refuses the move (in English too)', async () => {
    const { user } = await renderApp('/host/index/set/classify', { as: 'host' });
    await findHeading('分类管理');
    await act(() => chooseLanguage('en'));
    await user.click(within(await rowOf('Laser Equipment')).getByRole('button', { name: 'Expand “激光设备”' }));
    await rowAction(user, await rowOf('激光焊接机'), 'Edit', 'More actions');
    const drawer = await findOpenDialog('dialog');
    const picker = within(drawer).getByRole('combobox', { name: 'Parent category' });
    expect(optionsOf(picker)).toContain('(None: a top-level category)');
    server.use(http.put(/\/api\/category$/i, () => HttpResponse.json({ status: 400, errors: [{ message: 'Category locked during review' }] }, { status: 400 }), { once: true }));
    const name = within(drawer).getByRole('textbox', { name: /^Category/ });
    await user.clear(name);
    await user.type(name, '激光焊接设备');
    await user.selectOptions(picker, '工业机器人 / 焊接机器人');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Category locked during review')).toBeInTheDocument();
    expect(picker).toHaveDisplayValue('工业机器人 / 焊接机器人');
    expect(name).toHaveValue('激光焊接设备');
    expect(category('激光焊接机')).toMatchObject({ parentId: category('激光设备').id, level: 2 });
  }, FLOW);
});
