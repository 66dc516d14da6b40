/**
 * 证件申请管理 and 证件管理 (ex/certApplyManage, ex/cert): imported badge holders approved or
 * rejected with a remark; one exhibitor's badge records, and sending them again after a question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const rows = () => screen.getAllByRole('row').slice(1);
const holderOf = (row: HTMLElement) => row.querySelector('td p')!.textContent!;

describe('badges', () => {
  it('approves one waiting holder and rejects another with a remark', async () => {
    const { user } = await renderApp('/host/index/ex/certApplyManage?auditStatus=0', { as: 'host' });
    await findHeading('证件申请管理');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(2));

    const first = holderOf(rows()[0]!);
    await rowAction(user, rows()[0]!, '通过');
    await waitFor(() => expect(mockDb.find('deExCardDowns', (r) => r.name === first).some((r) => r.auditStatus === 1)).toBe(true));
    await waitFor(() => expect(holderOf(rows()[0]!)).not.toBe(first));

    const second = holderOf(rows()[0]!);
    await rowAction(user, rows()[0]!, '驳回');
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /审核意见/ }), '证件照片不清晰，请重新上传');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockDb.find('deExCardDowns', (r) => r.name === second).some((r) => r.auditRemark === '证件照片不清晰，请重新上传')).toBe(true));
  }, 60_000);

  it('shows an exhibitor’s badge records and sends them again', async () => {
    const { user } = await renderApp('/host/index/ex/cert', { as: 'host' });
    await findHeading('证件管理');
    const exhibitor = await screen.findByRole('combobox', { name: '展商' }, FIRST_LOAD);
    await waitFor(() => expect(within(exhibitor).getByRole('option', { name: '深圳华展智能科技有限公司' })).toBeInTheDocument());
    await user.selectOptions(exhibitor, '深圳华展智能科技有限公司');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: '重新推送' }));
    const dialog = await findOpenDialog();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已重新加入推送队列')).toBeVisible();
  }, 60_000);
});
