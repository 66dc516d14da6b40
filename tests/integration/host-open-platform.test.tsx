/**
 * 开放平台 (common/common-open): the organiser enables a third-party area (kept after the refetch),
 * names an area in English, adds, renames and deletes (after a question) a commodity group, and
 * applies an intermediator and a group to two picked commodities at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { toaster } from '@/lib/toaster';
import { mockDb } from '../setup';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const toastTitles = () => toaster.getVisibleToasts().map((x) => String(x.title));

describe('third-party settings of the exhibition', () => {
  it('enables an area and renames it in English', async () => {
    const { user } = await renderApp('/host/index/common/common-open', { as: 'host' });
    await findHeading('开放平台');
    await rowOf('国际展区');
    // Only the enabled areas (getAllArea with isEnable=true), and back.
    const enabledOnly = screen.getByRole('checkbox', { name: '只看启用的展区' });
    await user.click(enabledOnly);
    await waitFor(() => expect(screen.queryByText('国际展区')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(screen.getByText('工业机器人展区')).toBeInTheDocument();
    await user.click(enabledOnly);
    const off = within(await rowOf('国际展区')).getByRole('checkbox', { name: '启用' });
    expect(off).not.toBeChecked();
    await user.click(off);
    await waitFor(async () => expect(within(await rowOf('国际展区')).getByRole('checkbox', { name: '启用' })).toBeChecked(), FIRST_LOAD);
    expect(mockDb.find('thirdPartyAreas', (a) => a.name === '国际展区')[0]?.isEnable).toBe(true);

    await rowAction(user, await rowOf('数控机床展区'), '名称设置');
    const drawer = await findOpenDialog('dialog');
    const en = within(drawer).getByRole('textbox', { name: /英文名称/ });
    await user.clear(en);
    await user.type(en, 'CNC Machine Tools Hall');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('CNC Machine Tools Hall', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, 60_000);

  it('adds, renames and deletes a commodity group', async () => {
    const { user } = await renderApp('/host/index/common/common-open?tab=groups', { as: 'host' });
    await findHeading('开放平台');
    await rowOf('首发新品');
    await user.click(screen.getByRole('button', { name: '添加分组' }));
    let drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /分组名称/ }), '直播推荐');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowOf('直播推荐');

    await rowAction(user, await rowOf('直播推荐'), '编辑');
    drawer = await findOpenDialog('dialog');
    const name = within(drawer).getByRole('textbox', { name: /分组名称/ });
    await user.clear(name);
    await user.type(name, '直播专区');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowOf('直播专区');
    expect(screen.queryByText('直播推荐')).not.toBeInTheDocument();

    await deleteRow(user, '待整理');
    expect(mockDb.find('thirdPartyCommodityGroups', (g) => g.name === '待整理')).toHaveLength(0);
  }, 60_000);

  it('applies an intermediator and a group to two picked commodities', async () => {
    const { user } = await renderApp('/host/index/common/common-open?tab=commodities', { as: 'host' });
    await findHeading('开放平台');
    for (const name of ['精密注塑模具', 'MEMS 压力传感器']) await user.click(within(await rowOf(name)).getByRole('checkbox', { name: '选择此行' }));

    await user.click(screen.getByRole('button', { name: '设置代理商' }));
    let drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /代理商/ }), '广州展贸国际货运代理有限公司');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTitles()).toContain('已为 2 件展品设置代理商'));
    await waitFor(async () => expect(within(await rowOf('精密注塑模具')).getByText('广州展贸国际货运代理有限公司')).toBeInTheDocument(), FIRST_LOAD);
    expect(within(await rowOf('MEMS 压力传感器')).getByText('广州展贸国际货运代理有限公司')).toBeInTheDocument();

    for (const name of ['精密注塑模具', 'MEMS 压力传感器']) await user.click(within(await rowOf(name)).getByRole('checkbox', { name: '选择此行' }));
    await user.click(screen.getByRole('button', { name: '设置分组' }));
    drawer = await findOpenDialog('dialog');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /分组/ }), '进口展品');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTitles()).toContain('已为 2 件展品设置分组'));
    await waitFor(async () => expect(within(await rowOf('MEMS 压力传感器')).getByText('进口展品')).toBeInTheDocument(), FIRST_LOAD);
  }, 60_000);

  it('lists the commodity kinds with how many commodities each holds', async () => {
    await renderApp('/host/index/common/common-open?tab=kinds', { as: 'host' });
    await findHeading('开放平台');
    const row = await rowOf('激光切割设备');
    expect(within(row).getByText('Laser Cutting Equipment')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('2')).toBeInTheDocument(), FIRST_LOAD);
  }, 60_000);
});
