/**
 * Registration, company profile, joining an exhibition, forgotten password and account security,
 * rendered against the stateful mocks (demo code 246810).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/feedback/Toaster';
import { createQueryClient } from '@/app/queryClient';
import { AccountSecurityDialog } from '@/features/account/AccountSecurityDialog';
import { signIn } from '@/lib/session/signIn';
import { applyLanguage, i18n } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

const CODE = '246810';

function Providers({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient();
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}

/** Request paths the app sent while a test ran. */
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeEach(() => {
  sent.length = 0;
  toaster.remove();
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
});

/** A notice (toast) the user is shown; toasts are checked in the toaster, which jsdom cannot animate. */
async function expectToast(title: string) {
  await waitFor(() => expect(toaster.getVisibleToasts().map((t) => String(t.title))).toContain(title));
}

/** Type into the input labelled `label` (replacing what is there). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function fillPassword(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(input);
  await user.type(input, value);
}

describe('registration (000 §5, §8)', () => {
  it('says beside the user name, as the user types, that the name is already registered', async () => {
    const { user } = await renderApp('/exhibition/register');
    await screen.findByRole('heading', { name: '注册展商账号' });

    await fill(user, '用户名', 'exhibitor');
    expect(await screen.findByText('用户名“exhibitor”已被注册', undefined, { timeout: 3000 })).toBeVisible();

    await fill(user, '用户名', 'brandnew.user');
    expect(await screen.findByText('该用户名可以使用', undefined, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByText('用户名“exhibitor”已被注册')).not.toBeInTheDocument();
    expect(sent.filter((r) => r === 'POST /api/Account/CheckUserName').length).toBeGreaterThanOrEqual(2);
  });

  it('does not send the registration when the two passwords differ', async () => {
    const { user } = await renderApp('/exhibition/register');
    await screen.findByRole('heading', { name: '注册展商账号' });

    await fill(user, '用户名', 'mismatch.user');
    await fillPassword(user, '密码', 'secret123');
    await fillPassword(user, '确认密码', 'secret124');
    await fill(user, '手机号', '13700000011');
    await fill(user, '短信验证码', CODE);
    await fill(user, '真实姓名', '王芳');
    await user.click(screen.getByRole('button', { name: '注册并继续' }));

    expect(await screen.findByText('两次输入的密码不一致')).toBeVisible();
    expect(sent).not.toContain('POST /api/Account/Register');
  });

  it('shows the first error of a refused registration and keeps everything typed', async () => {
    const { user } = await renderApp('/exhibition/register');
    await screen.findByRole('heading', { name: '注册展商账号' });

    await fill(user, '用户名', 'takenphone.user');
    await fillPassword(user, '密码', 'secret123');
    await fillPassword(user, '确认密码', 'secret123');
    // The demo exhibitor's number: the server refuses it.
    await fill(user, '手机号', '13812345678');
    await fill(user, '短信验证码', CODE);
    await fill(user, '真实姓名', '王芳');
    await user.click(screen.getByRole('button', { name: '注册并继续' }));

    await expectToast('该手机号已绑定其他账号');
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('takenphone.user');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13812345678');
    expect(screen.getByLabelText('确认密码', { selector: 'input' })).toHaveValue('secret123');
    expect(session.get().isLogin).toBe(false);
  });

  it('checks the SMS code before registering: a wrong one is said beside the field and nothing is registered', async () => {
    const { user } = await renderApp('/exhibition/register');
    await screen.findByRole('heading', { name: '注册展商账号' });

    await fill(user, '用户名', 'wrongcode.user');
    await fillPassword(user, '密码', 'secret123');
    await fillPassword(user, '确认密码', 'secret123');
    await fill(user, '手机号', '13700000012');
    await fill(user, '短信验证码', '111111');
    await fill(user, '真实姓名', '王芳');
    await user.click(screen.getByRole('button', { name: '注册并继续' }));

    expect(await screen.findByText('验证码错误或已过期')).toBeVisible();
    expect(sent).toContain('POST /api/VerCode/sms/validate');
    expect(sent).not.toContain('POST /api/Account/Register');
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('wrongcode.user');
    expect(session.get().isLogin).toBe(false);
  });

  it('registers, signs in, saves the company, joins an exhibition and opens the back office', async () => {
    const { router, user } = await renderApp('/exhibition/register');
    await screen.findByRole('heading', { name: '注册展商账号' });

    await fill(user, '用户名', 'newcomer');
    await fillPassword(user, '密码', 'secret123');
    await fillPassword(user, '确认密码', 'secret123');
    await fill(user, '手机号', '13700000013');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectToast('验证码已发送');
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await fill(user, '短信验证码', CODE);
    await fill(user, '真实姓名', '王芳');
    await fill(user, /^邮箱/, 'wangfang@example.cn');
    await user.click(screen.getByRole('button', { name: '注册并继续' }));

    // Step 2: company profile, as the new (signed-in) Chinese exhibitor.
    await screen.findByRole('heading', { name: '填写企业信息' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/exhibition/register-company');
    expect(session.get()).toMatchObject({ isLogin: true, role: 0, user: { userName: 'newcomer', realName: '王芳' } });
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('王芳');

    await fill(user, '企业名称', '杭州新程智能科技有限公司');
    // Province, then its cities, from the platform's city tree (city/GetByParentId).
    await user.selectOptions(await screen.findByRole('combobox', { name: '省份' }), '浙江省');
    expect(await screen.findByRole('option', { name: '杭州市' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '城市' }), '杭州市');
    expect(sent).toContain('GET /api/city/GetByParentId');
    await fill(user, '手机号码', '1370000');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeVisible();
    await fill(user, '手机号码', '13700000013');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));

    // Step 3: join an exhibition; the finished one is not offered.
    await screen.findByRole('heading', { name: '报名参展' }, { timeout: 5000 });
    expect(session.get().company).toMatchObject({ name: '杭州新程智能科技有限公司', province: '浙江省', city: '杭州市' });
    const choice = await screen.findByRole('radio', { name: /2027 深圳国际智能制造博览会/ });
    expect(screen.queryByRole('radio', { name: /2025 深圳国际智能制造博览会/ })).not.toBeInTheDocument();
    expect(screen.getByText(/2027-03-18 至 2027-03-21 · 深圳/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('此项为必填项')).toBeVisible();
    expect(sent).not.toContain('POST /api/join');

    await user.click(choice);
    expect(screen.getByRole('textbox', { name: '联系人手机号' })).toHaveValue('13700000013');
    await user.click(screen.getByRole('button', { name: '提交报名' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/home'), { timeout: 5000 });
    expect(sent).toEqual(expect.arrayContaining(['POST /api/join', 'POST /api/contactperson/Save']));
    expect(session.get().join).toMatchObject({ exhibitionId: '8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60' });
  });

  it('registers an English exhibitor (role 2) from /exhibitionEn/register, in English', async () => {
    const { router, user } = await renderApp('/exhibitionEn/register');
    await screen.findByRole('heading', { name: 'Create an exhibitor account' });

    await fill(user, 'User name', 'overseas.buyer');
    await fillPassword(user, 'Password', 'secret123');
    await fillPassword(user, 'Confirm password', 'secret12');
    await user.tab();
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    await fillPassword(user, 'Confirm password', 'secret123');
    await fill(user, 'Mobile number', '13700000014');
    await fill(user, 'SMS code', CODE);
    await fill(user, 'Full name', 'Anna Schmidt');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));

    await screen.findByRole('heading', { name: 'Company profile' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/exhibitionEn/register-company');
    expect(session.get().role).toBe(2);
  });

  it('sends a signed-out visitor of register-company to the login page, and back afterwards', async () => {
    const { router } = await renderApp('/exhibitionEn/register-company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibitionEn/login/alogin'));
    expect(router.state.location.search).toEqual({ redirect: '/exhibitionEn/register-company' });
  });
});

/** The Chinese exhibitor login page with its forgotten-password dialog open. */
async function openForgotPassword() {
  const { user } = await renderApp('/exhibition/login/alogin');
  await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
  const dialog = await screen.findByRole('dialog', { name: '找回密码' });
  return { user, dialog };
}

describe('forgotten password (login page dialog)', () => {

  it('links to registration from the exhibitor login pages of both languages', async () => {
    await renderApp('/exhibition/login/alogin');
    expect(await screen.findByRole('link', { name: '注册账号' })).toHaveAttribute('href', '/exhibition/register');
    cleanup();
    await renderApp('/exhibitionEn/login/alogin');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/exhibitionEn/register');
  });

  it('resets the password by phone: code, then the new password; the dialog closes with a toast', async () => {
    const { user, dialog } = await openForgotPassword();
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13912345678');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expectToast('验证码已发送');

    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('验证码错误或已过期')).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: '短信验证码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));

    await user.type(await within(dialog).findByLabelText('新密码', { selector: 'input' }), 'fresh-pass1');
    await user.type(within(dialog).getByLabelText('确认新密码', { selector: 'input' }), 'fresh-pass1');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));

    await expectToast('密码已重置，请使用新密码登录');
    // Closing (jsdom never finishes the exit animation, so the closed dialog stays in the DOM).
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(await signIn({ grant_type: 'password', username: 'exhibitor.en', password: 'fresh-pass1' })).toBe(true);
  });

  it('resets the password by email after the user name and email match', async () => {
    const { user, dialog } = await openForgotPassword();
    await user.click(within(dialog).getByRole('tab', { name: '邮箱找回' }));
    await user.type(await within(dialog).findByRole('textbox', { name: '用户名' }), 'host');
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'someone@else.cn');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('用户名与邮箱不匹配')).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: '邮箱' }));
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'chenjg@huazhan-expo.cn');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await expectToast('验证码已发送至 chenjg@huazhan-expo.cn');

    await user.type(await within(dialog).findByRole('textbox', { name: '邮箱验证码' }), '123456');
    await user.type(within(dialog).getByLabelText('新密码', { selector: 'input' }), 'host-pass2');
    await user.type(within(dialog).getByLabelText('确认新密码', { selector: 'input' }), 'host-pass2');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await expectToast('验证码错误或已过期');
    expect(within(dialog).getByLabelText('新密码', { selector: 'input' })).toHaveValue('host-pass2');

    await user.clear(within(dialog).getByRole('textbox', { name: '邮箱验证码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await expectToast('密码已重置，请使用新密码登录');
    expect(await signIn({ grant_type: 'password', username: 'host', password: 'host-pass2' })).toBe(true);
  });
});

/** The account security dialog of the signed-in demo exhibitor, rendered on its own (it needs no routing). */
async function openSecurityFor(username: 'exhibitor') {
  await signInAs(username);
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <Providers>
      <AccountSecurityDialog open onClose={onClose} />
    </Providers>,
  );
  const dialog = await screen.findByRole('dialog', { name: '账号安全' });
  return { user, dialog, onClose };
}

describe('account security dialog', () => {

  it('shows the server message when the old password is wrong, and keeps what was typed', async () => {
    const { user, dialog, onClose } = await openSecurityFor('exhibitor');
    await user.type(within(dialog).getByLabelText('原密码', { selector: 'input' }), 'not-my-pass');
    await user.type(within(dialog).getByLabelText('新密码', { selector: 'input' }), 'newpass123');
    await user.type(within(dialog).getByLabelText('确认新密码', { selector: 'input' }), 'newpass124');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeVisible();
    expect(sent).not.toContain('PUT /api/account/resetpassword');

    await user.clear(within(dialog).getByLabelText('确认新密码', { selector: 'input' }));
    await user.type(within(dialog).getByLabelText('确认新密码', { selector: 'input' }), 'newpass123');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await expectToast('原密码不正确');
    expect(within(dialog).getByLabelText('原密码', { selector: 'input' })).toHaveValue('not-my-pass');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes the phone: verify the current one, then confirm the new one; the session user is refreshed', async () => {
    const { user, dialog, onClose } = await openSecurityFor('exhibitor');
    await user.click(within(dialog).getByRole('tab', { name: '更换手机号' }));
    expect(await within(dialog).findByText('138****5678')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expectToast('验证码已发送');
    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));

    await user.type(await within(dialog).findByRole('textbox', { name: '新手机号' }), '13600000009');
    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), '999999');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await expectToast('验证码错误或已过期');
    expect(within(dialog).getByRole('textbox', { name: '新手机号' })).toHaveValue('13600000009');

    await user.clear(within(dialog).getByRole('textbox', { name: '短信验证码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await expectToast('手机号已更换');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(session.get().user?.phoneNumber).toBe('13600000009'));
  });

  it('changes the email through the four calls', async () => {
    const { user, dialog, onClose } = await openSecurityFor('exhibitor');
    await user.click(within(dialog).getByRole('tab', { name: '更换邮箱' }));
    expect(await within(dialog).findByText('zhangwei@huazhan-tech.cn')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));

    await user.type(await within(dialog).findByRole('textbox', { name: '新邮箱' }), 'zhang.wei@huazhan-tech.cn');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expectToast('验证码已发送');
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));

    await expectToast('邮箱已更换');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(session.get().user?.email).toBe('zhang.wei@huazhan-tech.cn'));
    expect(sent).toEqual(
      expect.arrayContaining(['POST /api/account/ChangeEmailOldCheck', 'POST /api/account/ChangeEmailApply', 'POST /api/account/ChangeEmailToken']),
    );
  });
});
