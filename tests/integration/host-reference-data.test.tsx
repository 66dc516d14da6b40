/**
 * 基础数据 (common/common-manage): the organiser's reference data, one tab each in the URL —
 * each tab adds, renames and deletes (after a question) its entries; an action type's child
 * shows under its parent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, renderApp, rowAction, rowOf, type User } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

async function fillDrawer(user: User, name: string) {
  const drawer = await findOpenDialog('dialog');
  const field = within(drawer).getByRole('textbox', { name: /^名称/ });
  await user.clear(field);
  await user.type(field, name);
  await user.click(within(drawer).getByRole('button', { name: '保存' }));
}

async function addRenameDelete(user: User, add: string, created: string, renamed: string) {
  await user.click(screen.getByRole('button', { name: add }));
  await fillDrawer(user, created);
  await rowOf(created);
  await rowAction(user, await rowOf(created), '编辑');
  await fillDrawer(user, renamed);
  await rowOf(renamed);
  expect(screen.queryByText(created)).not.toBeInTheDocument();
  await deleteRow(user, renamed);
}

describe('reference data', () => {
  it('company natures: the seeded ones listed; add, rename, delete after a question', async () => {
    const { user, router } = await renderApp('/host/index/common/common-manage?tab=natures', { as: 'host' });
    await findHeading('基础数据');
    expect(screen.getByRole('tab', { name: '企业性质' })).toHaveAttribute('aria-selected', 'true');
    await rowOf('中外合资企业');
    await addRenameDelete(user, '添加企业性质', '集体企业', '城镇集体企业');
    await deleteRow(user, '事业单位 / 科研院所');
    // Another tab is another address.
    await user.click(screen.getByRole('tab', { name: '经营类型' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'businessTypes' }));
    await rowOf('系统集成商');
  }, 60_000);

  it('business types: add, rename, delete after a question', async () => {
    const { user } = await renderApp('/host/index/common/common-manage?tab=businessTypes', { as: 'host' });
    await findHeading('基础数据');
    await addRenameDelete(user, '添加经营类型', '进口商', '进出口商');
  }, 60_000);

  it('industry types: the stored ones in their order; add, rename, delete after a question', async () => {
    const { user } = await renderApp('/host/index/common/common-manage', { as: 'host' });
    await findHeading('基础数据');
    expect(screen.getByRole('tab', { name: '行业类型' })).toHaveAttribute('aria-selected', 'true');
    expect((await rowOf('装备制造业')).nextElementSibling).toBe(await rowOf('电子信息产业'));
    await addRenameDelete(user, '添加行业类型', '医疗器械业', '医疗器械制造业');
  }, 60_000);

  it('action types: a child under its parent; add a child, rename, delete after a question', async () => {
    const { user } = await renderApp('/host/index/common/common-manage?tab=actionTypes', { as: 'host' });
    await findHeading('基础数据');
    await user.click(within(await rowOf('采购洽谈')).getByRole('button', { name: /展开.*采购洽谈|采购洽谈/ }));
    const child = await rowOf('设备采购');
    expect(child.previousElementSibling).toBe(await rowOf('采购洽谈'));

    await rowAction(user, await rowOf('技术交流'), '添加下级');
    await fillDrawer(user, '技术培训');
    const added = await rowOf('技术培训');
    expect(added.previousElementSibling).toBe(await rowOf('技术交流'));
    await rowAction(user, added, '编辑');
    await fillDrawer(user, '技术培训与认证');
    await deleteRow(user, '技术培训与认证');

    // The other group is the other list.
    await user.selectOptions(screen.getByRole('combobox', { name: '类型分组' }), '获知渠道');
    await rowOf('微信公众号');
    expect(screen.queryByText('技术交流')).not.toBeInTheDocument();
  }, 60_000);
});
