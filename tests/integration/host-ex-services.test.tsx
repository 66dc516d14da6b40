/**
 * 展商服务 (set/ExServices): contact-person authentication. A first-time authentication passed; a
 * refusal needs its reason; the change-request tab (in the URL) with the old number and the change
 * approved; a mobile number corrected; a company's contacts in a side panel; the editing period
 * refused beside the end when it ends before it starts, then saved.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/components/kit';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, renderApp, rowAction, rowOf } from '../support/app';

afterEach(() => session.clear());

const contact = (name: string) => mockDb.find('contactPersons', (c) => c.name === name && c.createTime.startsWith('2026'))[0];
const openDialog = (text: string | RegExp) =>
  waitFor(() => {
    const open = screen.getAllByRole('dialog').find((d) => d.getAttribute('data-state') !== 'closed' && within(d).queryByText(text));
    if (!open) throw new Error(`no dialog with ${String(text)}`);
    return open;
  });

describe('contact authentication', () => {
  it('passes a first-time authentication and refuses one only with a reason', async () => {
    const { user } = await renderApp('/host/index/set/ExServices', { as: 'host' });
    await findHeading('展商服务');
    await rowAction(user, await rowOf('财务部 · 财务经理'), '通过认证');
    expect(await screen.findByText('联系人认证已通过')).toBeVisible();
    await waitFor(() => expect(contact('王芳')?.authStatus).toBe(1));

    const pending = mockDb.find('contactPersons', (c) => c.authStatus === 0 && !c.isChange && c.name !== '王芳' && c.createTime.startsWith('2026'))[0]!;
    const name = pending.name;
    await rowAction(user, await rowOf(name), '不通过');
    const drawer = await openDialog(`不通过“${name}”的认证`);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText(/请填写|必填|不能为空/)).toBeInTheDocument();
    expect(mockDb.get('contactPersons', pending.id)?.authStatus).toBe(0);
    await user.type(within(drawer).getByRole('textbox', { name: /不通过原因/ }), '营业执照与企业名称不一致');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockDb.get('contactPersons', pending.id)).toMatchObject({ authStatus: 2, authRemark: '营业执照与企业名称不一致' }));
  }, 60_000);

  it('approves a change request from its tab and corrects a mobile number', async () => {
    const { user, router } = await renderApp('/host/index/set/ExServices', { as: 'host' });
    await findHeading('展商服务');
    await user.click(screen.getByRole('tab', { name: '变更申请' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'change' }));
    const row = await rowOf('刘洋');
    expect(within(row).getByText('原号码 13912340004')).toBeInTheDocument();

    await rowAction(user, row, '修改手机号');
    const drawer = await openDialog('修改“刘洋”的手机号');
    const phone = within(drawer).getByRole('textbox', { name: /新手机号/ });
    await user.clear(phone);
    await user.type(phone, '13912340099');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(contact('刘洋')?.phone).toBe('13912340099'));

    await rowAction(user, await rowOf('刘洋'), '同意变更');
    await waitFor(() => expect(contact('刘洋')).toMatchObject({ authStatus: 1, isChange: false }));
    await waitFor(() => expect(screen.queryByText('刘洋')).not.toBeInTheDocument());
  }, 60_000);

  it('shows a company’s contacts beside the list', async () => {
    const { user } = await renderApp('/host/index/set/ExServices', { as: 'host' });
    await findHeading('展商服务');
    const row = await rowOf('财务部 · 财务经理');
    const company = String(contact('王芳')?.companyName);
    await user.click(within(row).getByRole('button', { name: company }));
    const panel = await openDialog(`${company} 的联系人`);
    expect((await within(panel).findAllByRole('listitem', { name: '张伟' })).length).toBeGreaterThan(0);
    expect(within(panel).getByRole('listitem', { name: '赵敏' })).toBeInTheDocument();
  }, 60_000);

  it('refuses an editing period that ends before it starts, then saves one', async () => {
    const { user } = await renderApp('/host/index/set/ExServices', { as: 'host' });
    await findHeading('展商服务');
    expect(await screen.findByText(`联系人修改期限：${formatDate('2026-09-01T00:00:00+08:00')} 至 ${formatDate('2027-03-10T18:00:00+08:00')}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '设置修改期限' }));
    const drawer = await openDialog('开始时间');
    fireEvent.change(within(drawer).getByLabelText(/开始时间/, { selector: 'input' }), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(within(drawer).getByLabelText(/结束时间/, { selector: 'input' }), { target: { value: '2026-11-20T18:00' } });
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(mockDb.all('contactTimes')[0]?.endTime).toBe('2027-03-10T18:00:00+08:00');

    fireEvent.change(within(drawer).getByLabelText(/结束时间/, { selector: 'input' }), { target: { value: '2027-02-28T18:00' } });
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockDb.all('contactTimes')[0]?.endTime).not.toBe('2027-03-10T18:00:00+08:00'));
    const saved = mockDb.all('contactTimes')[0]!;
    expect(formatDate(saved.endTime)).toBe('2027-02-28 18:00');
    expect(await screen.findByText(`联系人修改期限：${formatDate(saved.startTime)} 至 ${formatDate(saved.endTime)}`)).toBeInTheDocument();
  }, 60_000);
});
