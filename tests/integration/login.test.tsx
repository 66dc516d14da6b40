/**
 * The login pages, rendered from the app's real route table against the stateful mocks: the
 * demo-account chips fill in the form; the mobile back office (the organiser's tool) signs in the
 * host and refuses exhibitor accounts, keeping nothing of their session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { session } from '@/lib/session/store';
import { renderApp } from '../support/app';

const FIRST_LOAD = { timeout: 10_000 };

// jsdom does not scroll; the router restores scroll positions on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeEach(() => {
  session.clear();
  toaster.remove();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('login pages', () => {
  it('a demo-account chip fills in the form, which then signs in', async () => {
    const { router, user } = await renderApp('/exhibition/login/alogin');
    const chips = await screen.findByTestId('demo-accounts', {}, FIRST_LOAD);
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['exhibitor · 展商', 'exhibitor.en · 展商（英文）']);

    await user.click(within(chips).getByRole('button', { name: '填入演示账号 exhibitor（展商）' }));
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('exhibitor');
    expect(screen.getByLabelText('密码', { selector: 'input' })).toHaveValue('demo1234');

    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/home'), FIRST_LOAD);
    expect(session.get().user?.userName).toBe('exhibitor');
  });

  it('a chip picked on the SMS page switches to the password form', async () => {
    const { router, user } = await renderApp('/exhibition/login/blogin');
    const chips = await screen.findByTestId('demo-accounts', {}, FIRST_LOAD);
    const ways = screen.getByRole('navigation', { name: '登录方式' });
    expect(within(ways).getByRole('link', { name: '验证码登录' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(chips).getByRole('button', { name: /exhibitor\.en/ }));
    await waitFor(() => expect(within(ways).getByRole('link', { name: '密码登录' })).toHaveAttribute('aria-current', 'page'));
    expect(within(ways).getByRole('link', { name: '验证码登录' })).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toEqual({ by: 'password' });
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('exhibitor.en');
  });

  it('draws the SMS form when its way is first chosen, keeps what was typed in either form, and keeps the way in the URL', async () => {
    const { router, user } = await renderApp('/exhibition/login/alogin?redirect=%2Fexhibition%2Findex%2Fhome');
    await screen.findByTestId('demo-accounts', {}, FIRST_LOAD);
    // One form on the first paint: the SMS form is not there until its way is chosen.
    expect(screen.queryByRole('textbox', { name: '手机号', hidden: true })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '用户名' }), 'exhibitor');

    await user.click(screen.getByRole('link', { name: '验证码登录' }));
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13812345678');
    // The page's other search stays (where to go after signing in); a reload opens the same way.
    expect(router.state.location.search).toEqual({ redirect: '/exhibition/index/home', by: 'sms' });
    expect(screen.queryByRole('textbox', { name: '用户名' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '密码登录' }));
    expect(await screen.findByRole('textbox', { name: '用户名' })).toHaveValue('exhibitor');
    expect(router.state.location.search).toEqual({ redirect: '/exhibition/index/home' });
    await user.click(screen.getByRole('link', { name: '验证码登录' }));
    expect(await screen.findByRole('textbox', { name: '手机号' })).toHaveValue('13812345678');
  });

  it('opens the way the URL names', async () => {
    await renderApp('/host/login/alogin?by=sms');
    expect(await screen.findByRole('textbox', { name: '手机号' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '验证码登录' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('textbox', { name: '用户名' })).not.toBeInTheDocument();
  });

  it('the mobile back office offers and signs in the host only', async () => {
    const { router, user } = await renderApp('/mobile-backend/login/alogin');
    const chips = await screen.findByTestId('demo-accounts', {}, FIRST_LOAD);
    expect(screen.getByText('供主办方在展会现场查看展会、展区与参展企业')).toBeInTheDocument();
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['host · 主办方']);
    await user.click(within(chips).getByRole('button'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/ex-list'), FIRST_LOAD);
  });

  it('the mobile back office refuses an exhibitor account and keeps nothing of its session', async () => {
    const { router, user } = await renderApp('/mobile-backend/login/alogin');
    await user.type(await screen.findByRole('textbox', { name: '用户名' }, FIRST_LOAD), 'exhibitor');
    await user.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('移动后台仅供主办方使用，请使用主办方账号登录')).toBeInTheDocument();
    expect(session.get().isLogin).toBe(false);
    expect(session.get().token).toBe('');
    expect(router.state.location.pathname).toBe('/mobile-backend/login/alogin');
  });
});
