/**
 * 车证申请 (exinfo/carApply): the demo exhibitor's vehicles with their review (approved, pending,
 * rejected with the remark). A vehicle registered in the drawer appears pending and waits in the
 * organiser's audit; a refused save keeps the input with the server's words; an approved vehicle's
 * pass downloads under the contract's name; the English area in English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadNames } from '@gen/api/downloads';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';
import { findOpenDialog } from '../support/render';
import { captureDownloads } from '../support/downloads';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const rowOfPlate = async (plate: string) => (await screen.findByRole('cell', { name: plate }, FIRST_LOAD)).closest('tr')!;

describe('vehicle passes', () => {
  it('lists the vehicles with their review, and a registered vehicle appears pending', async () => {
    const { user } = await renderApp('/exhibition/index/exinfo/carApply', { as: 'exhibitor' });
    await findHeading('车证申请');
    expect(within(await rowOfPlate('粤BD12345')).getByText('已通过')).toBeInTheDocument();
    expect(within(await rowOfPlate('粤B8K2M6')).getByText('待审核')).toBeInTheDocument();
    const rejected = await rowOfPlate('粤B36T81');
    expect(within(rejected).getByText('未通过')).toBeInTheDocument();
    expect(within(rejected).getByText('驳回原因：行驶证照片不清晰，请重新上传')).toBeInTheDocument();
    // Only an approved vehicle has its pass.
    expect(screen.getByRole('button', { name: '下载 粤BD12345 的通行证' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载 粤B8K2M6 的通行证' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登记车辆' }));
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    // Written as people write it: lower case, with a space.
    await user.type(within(drawer).getByRole('textbox', { name: /车牌号/ }), '粤b 66q88');
    await user.type(within(drawer).getByRole('textbox', { name: '司机姓名' }), '赵磊');
    await user.type(within(drawer).getByRole('textbox', { name: '司机手机号' }), '13900001111');
    await user.type(within(drawer).getByRole('textbox', { name: /车辆类型/ }), '厢式货车');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const added = await rowOfPlate('粤B66Q88');
    expect(within(added).getByText('待审核')).toBeInTheDocument();
    expect(within(added).getByText('赵磊')).toBeInTheDocument();
    // It waits in the organiser's audit list and car management too.
    const record = mockDb.find('vehicleDowns', (d) => d.plateNumber === '粤B66Q88')[0]!;
    expect(record.auditStatus).toBe(0);
    expect(mockDb.find('auditRecords', (a) => a.targetId === record.id)).toHaveLength(1);
    expect(mockDb.get('vehicles', record.vehicleId)).toMatchObject({ plateNumber: '粤B66Q88', status: 0 });
  }, FLOW);

  it('keeps the input when the server refuses the vehicle', async () => {
    const { user } = await renderApp('/exhibition/index/exinfo/carApply', { as: 'exhibitor' });
    await findHeading('车证申请');
    await rowOfPlate('粤BD12345');
    await user.click(screen.getByRole('button', { name: '登记车辆' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /车牌号/ }), '粤BD12345');
    await user.type(within(drawer).getByRole('textbox', { name: '司机姓名' }), '钱进');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('车牌号 粤BD12345 已登记')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: '司机姓名' })).toHaveValue('钱进');
    expect(within(drawer).getByRole('textbox', { name: /车牌号/ })).toHaveValue('粤BD12345');
  }, FLOW);

  it('changes an approved vehicle for review and downloads its pass', async () => {
    const saved = captureDownloads();
    const { user } = await renderApp('/exhibition/index/exinfo/carApply', { as: 'exhibitor' });
    await findHeading('车证申请');
    await rowOfPlate('粤BD12345');
    await user.click(screen.getByRole('button', { name: '下载 粤BD12345 的通行证' }));
    await waitFor(() => expect(saved).toEqual([downloadNames.vehicleTemplatePdf]));

    await user.click(screen.getByRole('button', { name: '变更 粤BD12345' }));
    const drawer = await findOpenDialog('dialog');
    const driver = within(drawer).getByRole('textbox', { name: '司机姓名' });
    expect(driver).toHaveValue('李强');
    await user.clear(driver);
    await user.type(driver, '李明');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOfPlate('粤BD12345');
    await waitFor(() => expect(within(row).getByText('待审核')).toBeInTheDocument());
    expect(within(row).getByText('变更待审核')).toBeInTheDocument();
    expect(within(row).getByText('李明')).toBeInTheDocument();
    // The approved pass stays available while the change waits.
    expect(within(row).getByRole('button', { name: '下载 粤BD12345 的通行证' })).toBeInTheDocument();
  }, FLOW);

  it('shows the English area in English', async () => {
    await renderApp('/exhibitionEn/index/exinfo/carApply', { as: 'exhibitor.en' });
    await findHeading('Vehicle pass applications');
    expect(await screen.findByRole('button', { name: 'Register a vehicle' }, FIRST_LOAD)).toBeInTheDocument();
    expect(within(await rowOfPlate('沪A7C2Q9')).getByText('Approved')).toBeInTheDocument();
  }, FLOW);
});
