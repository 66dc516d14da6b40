/**
 * companyInfo's contacts and mailbox tabs: the current exhibition's contacts with the host's
 * verdict, every exhibition's in the URL, a contact found by e-mail; a new contact whose e-mail is
 * taken or not proved is refused beside the field, and with the code it is saved and listed. The
 * sending mailbox keeps its password when the field is left blank. In English in the English area.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
const DEMO_CODE = '246810';
afterEach(() => session.clear());

describe('company contacts', () => {
  it('lists the contacts with their verification, widens to every exhibition and finds one by e-mail', async () => {
    const { router, user } = await renderApp('/exhibition/index/companyInfo?tab=contacts', { as: 'exhibitor' });
    await findHeading('企业资料');
    const refused = await rowOf('赵敏');
    expect(within(refused).getByText('未通过')).toBeInTheDocument();
    expect(within(refused).getByText('身份证照片与姓名不符，请重新上传')).toBeInTheDocument();
    expect(screen.getAllByRole('row').filter((r) => within(r).queryByText('张伟'))).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: '全部展会' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'contacts', contacts: 'all' }));
    await waitFor(() => expect(screen.getAllByRole('row').filter((r) => within(r).queryByText('张伟'))).toHaveLength(2), FIRST_LOAD);

    await user.type(screen.getByPlaceholderText('按邮箱查找联系人'), 'finance@huazhan-tech.cn{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ email: 'finance@huazhan-tech.cn' }));
    await waitFor(() => expect(screen.queryByText('赵敏')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(await rowOf('王芳')).toBeInTheDocument();
  }, FLOW);

  it('refuses a taken or unproved e-mail beside its field, then saves the contact with the code', async () => {
    const { user } = await renderApp('/exhibition/index/companyInfo?tab=contacts', { as: 'exhibitor' });
    await rowOf('赵敏');
    await user.click(screen.getByRole('button', { name: '添加联系人' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /姓名/ }), '孙磊');
    await user.type(within(drawer).getByRole('textbox', { name: /手机号/ }), '13712345670');
    const email = within(drawer).getByRole('textbox', { name: /邮箱/ });
    await user.type(email, 'finance@huazhan-tech.cn');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('该邮箱已被本企业其他联系人使用')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'sunlei@huazhan-tech.cn');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请填写发送到该邮箱的 6 位验证码')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '获取验证码' }));
    const code = within(drawer).getByRole('textbox', { name: /邮箱验证码/ });
    await user.type(code, '135790');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('验证码不正确或已过期')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /姓名/ })).toHaveValue('孙磊');

    await user.clear(code);
    await user.type(code, DEMO_CODE);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('孙磊');
    expect(within(row).getByText('sunlei@huazhan-tech.cn')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(mockDb.find('contactPersons', (c) => c.email === 'sunlei@huazhan-tech.cn')).toHaveLength(1);
  }, FLOW);
});

describe('sending mailbox', () => {
  it('saves the server settings and keeps the stored password when the field is blank', async () => {
    const { user } = await renderApp('/exhibitionEn/index/companyInfo?tab=mailbox', { as: 'exhibitor' });
    const host = await screen.findByRole('textbox', { name: /SMTP server/ }, FIRST_LOAD);
    await waitFor(() => expect(host).toHaveValue('smtp.exmail.qq.com'), FIRST_LOAD);
    await user.clear(host);
    await user.type(host, 'smtp.163.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockDb.all('emailAccounts')[0]).toMatchObject({ smtpHost: 'smtp.163.com', password: 'Hz2026smtp' }), FIRST_LOAD);
  }, FLOW);
});
