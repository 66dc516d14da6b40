/**
 * 标签管理 (common/common-label): the product-tag tree (add a tag below another, hide it) and the
 * authorisation types (add one, delete one); the tab is in the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

describe('product labels', () => {
  it('adds a tag below a top-level one and hides it', async () => {
    const { user } = await renderApp('/host/index/common/common-label', { as: 'host' });
    await findHeading('标签管理');
    await rowAction(user, await rowOf('行业应用'), '添加下级');
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /标签名称/ }), '航空航天');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('航空航天');
    expect(within(row).getByText('第 2 级')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox', { name: '显示' }));
    await waitFor(async () => expect(within(await rowOf('航空航天')).getByRole('checkbox', { name: '显示' })).not.toBeChecked(), FIRST_LOAD);
  }, FLOW);

  it('adds an authorisation type and deletes one', async () => {
    const { user } = await renderApp('/host/index/common/common-label?tab=auths', { as: 'host' });
    await rowOf('品牌授权');
    await user.click(screen.getByRole('button', { name: '添加授权类型' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /授权类型/ }), '一级经销商');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowOf('一级经销商');
    await deleteRow(user, '区域总代理');
  }, FLOW);
});
