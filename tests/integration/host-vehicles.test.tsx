/**
 * 车辆管理 (carmanage): the exhibition's vehicles filtered by review state in the URL, and a pass
 * template renamed in its drawer after its field positions are refused as not JSON.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('vehicles and their passes', () => {
  it('opens from the section and keeps the rejected vehicles', async () => {
    const { router, user } = await renderApp('/host/index/carmanage', { as: 'host' });
    await findHeading('车辆列表');
    expect(router.state.location.pathname).toBe('/host/index/carmanage/carmanage-home');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    expect(screen.getByRole('button', { name: /导出车辆/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /下载全部通行证/ })).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: '审核状态' }), '已驳回');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 2 }));
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getByText('已驳回')).toBeInTheDocument();
    });
  }, 60_000);

  it('renames the move-out pass template; field positions that are not JSON are refused beside the field', async () => {
    const { user } = await renderApp('/host/index/carmanage/carmanage-home', { as: 'host' });
    const card = await screen.findByTestId('pass-template-2', undefined, FIRST_LOAD);
    await user.click(within(card).getByRole('button', { name: '编辑模板' }));
    const drawer = await findOpenDialog('dialog');
    const name = within(drawer).getByRole('textbox', { name: /模板名称/ });
    await user.clear(name);
    await user.type(name, '2027 撤展车辆通行证（东门）');
    const config = within(drawer).getByRole('textbox', { name: /字段位置/ });
    await user.clear(config);
    await user.type(config, 'x=120');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('字段位置不是有效的 JSON')).toBeVisible();

    await user.clear(config);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(screen.getByTestId('pass-template-2')).getByText('2027 撤展车辆通行证（东门）')).toBeVisible());
    expect(mockDb.find('vehiclePassTemplates', (t) => t.type === 2 && !t.vehicaleId)[0]?.name).toBe('2027 撤展车辆通行证（东门）');
  }, 60_000);
});
