/** Sign-in, account, verification codes and the exhibition settings read at sign-in. */
import { HttpResponse } from 'msw';
import { ids } from '../data/places';
import { DEMO_PASSWORD, seedAccounts } from '../data/seed';
import type { TokenResponse } from '@gen/api/model';
import type { CollectionRow } from '../collections';
import type { MockDb } from '../db';
import { accessToken, currentUser, refreshToken, tokenLifetimeSeconds, userIdFromRefresh, type MockDomain } from '../domain';
import { bare, body, fail, identity, ok, okPage, other, query } from '../respond';
import { get, post, put } from '../route';
import { captchaImage } from '../data/captcha';

/** Every SMS or email code is 246810 in the demo; image captchas read their own text. */
export const DEMO_CODE = '246810';
const USER_NAME = /^[A-Za-z][A-Za-z0-9_.]{3,19}$/;

function publicUser(a: CollectionRow<'accounts'>) {
  const { password: _password, isBlack: _isBlack, ...user } = a;
  return user;
}

function tokenAnswer(userId: string) {
  return HttpResponse.json<TokenResponse>({
    access_token: accessToken(userId),
    refresh_token: refreshToken(userId),
    expires_in: tokenLifetimeSeconds(),
    token_type: 'Bearer',
    scope: 'openid profile api offline_access',
  });
}

function tokenError(code: number, description: string) {
  return other(HttpResponse.json({ error: 'invalid_grant', error_description: description, code }, { status: 400 }));
}

const captchas = new Map<string, string>();

export const accountDomain: MockDomain = {
  name: 'account',
  seed: () => ({ accounts: seedAccounts() }),
  handlers: (db: MockDb) => {
    const byUserName = (name: string) => db.find('accounts', (a) => String(a.userName).toLowerCase() === name.toLowerCase())[0];
    const byPhone = (phone: string) => db.find('accounts', (a) => a.phoneNumber === phone)[0];
    const me = (request: Request) => currentUser(db, request);
    return [
      post('/connect/token', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        const grant = form.get('grant_type');
        if (grant === 'password') {
          const account = byUserName(form.get('username') ?? '');
          if (!account) return tokenError(4002, '登录身份有误，请重新确认');
          if (account.password !== form.get('password')) return tokenError(4001, '用户名或密码错误');
          if (account.isBlack) return tokenError(4003, '该账号已被停用，请联系主办方');
          return tokenAnswer(account.id);
        }
        if (grant === 'sms_code') {
          const account = byPhone(form.get('phone_number') ?? '');
          if (!account) return tokenError(4002, '登录身份有误，请重新确认');
          if (form.get('code') !== DEMO_CODE) return tokenError(4004, '验证码错误或已过期');
          return tokenAnswer(account.id);
        }
        if (grant === 'refresh_token') {
          const userId = userIdFromRefresh(form.get('refresh_token'));
          if (!userId || !db.get('accounts', userId)) return tokenError(4005, '登录已过期，请重新登录');
          return tokenAnswer(userId);
        }
        return tokenError(4000, '不支持的登录方式');
      }),
      get('/api/account/GetInfo', ({ request }) => {
        const account = me(request);
        return account ? ok(publicUser(account)) : bare(401);
      }),
      get('/api/userInfo/GetDetailNoAuth', ({ request }) => {
        const account = db.get('accounts', query(request)('userid'));
        return account ? ok(publicUser(account)) : bare(404);
      }),
      post('/api/Account/CheckUserName', async ({ request }) => {
        const { userName = '' } = await body<{ userName?: string }>(request);
        if (!USER_NAME.test(userName)) return identity(false, '用户名需以字母开头，4-20 位字母、数字、下划线或点');
        if (byUserName(userName)) return identity(false, `用户名“${userName}”已被注册`);
        return identity(true);
      }),
      post('/api/Account/Register', async ({ request }) => {
        const b = await body<Record<string, string>>(request);
        if (!USER_NAME.test(b.userName ?? '')) return identity(false, '用户名需以字母开头，4-20 位字母、数字、下划线或点');
        if (byUserName(b.userName!)) return identity(false, `用户名“${b.userName}”已被注册`);
        if (b.phoneNumber && byPhone(b.phoneNumber)) return identity(false, '该手机号已绑定其他账号');
        if (b.code !== DEMO_CODE) return identity(false, '短信验证码错误');
        db.insert('accounts', {
          userName: b.userName, password: b.password, phoneNumber: b.phoneNumber, email: b.email, realName: b.realName ?? b.userName,
          role: Number(b.role ?? 0) === 2 ? 2 : 0, isBlack: false, phoneNumberConfirmed: true, emailConfirmed: false, createTime: new Date().toISOString(),
        });
        return identity(true);
      }),
      put('/api/account/resetpassword', async ({ request }) => {
        const account = me(request);
        if (!account) return bare(401);
        const b = await body<{ oldPassword?: string; newPassword?: string }>(request);
        if (account.password !== b.oldPassword) return identity(false, '原密码不正确');
        db.update('accounts', account.id, { password: b.newPassword });
        return identity(true);
      }),
      ...(['SendLoginSms', 'ChangePhoneApply', 'BindPhoneApply', 'ChangeEmailApply', 'BindEmailApply'] as const).map((name) =>
        post(`/api/account/${name}`, () => ok(true)),
      ),
      ...(['ValidLoginCode', 'alidLoginCode', 'ChangePhoneOldCheck', 'ChangeEmailOldCheck'] as const).map((name) =>
        post(`/api/account/${name}`, async ({ request }) => {
          const b = await body<{ code?: string; token?: string }>(request);
          return ok((b.code ?? b.token) === DEMO_CODE);
        }),
      ),
      post('/api/account/ChangePhoneOldToken', () => identity(true)),
      post('/api/account/ChangeEmailOldToken', () => identity(true)),
      post('/api/account/ChangePhoneToken', async ({ request }) => {
        const account = me(request);
        if (!account) return bare(401);
        const b = await body<{ phoneNumber?: string; token?: string }>(request);
        if (b.token !== DEMO_CODE) return identity(false, '验证码错误或已过期');
        if (b.phoneNumber && byPhone(b.phoneNumber) && byPhone(b.phoneNumber)!.id !== account.id) return identity(false, '该手机号已绑定其他账号');
        db.update('accounts', account.id, { phoneNumber: b.phoneNumber, phoneNumberConfirmed: true });
        return identity(true);
      }),
      post('/api/account/BindPhoneToken', async ({ request }) => {
        const account = me(request);
        if (!account) return bare(401);
        const b = await body<{ phoneNumber?: string; token?: string }>(request);
        if (b.token !== DEMO_CODE) return identity(false, '验证码错误或已过期');
        db.update('accounts', account.id, { phoneNumber: b.phoneNumber, phoneNumberConfirmed: true });
        return identity(true);
      }),
      ...(['ChangeEmailToken', 'BindEmailToken', 'BindEmailTokenCheck'] as const).map((name) =>
        post(`/api/account/${name}`, async ({ request }) => {
          const account = me(request);
          if (!account) return bare(401);
          const b = await body<{ email?: string; token?: string }>(request);
          if (b.token !== DEMO_CODE) return identity(false, '验证码错误或已过期');
          if (name !== 'BindEmailTokenCheck') db.update('accounts', account.id, { email: b.email, emailConfirmed: true });
          return identity(true);
        }),
      ),
      post('/api/VerCode/sms/send', async ({ request }) => {
        const b = await body<{ phone?: string }>(request);
        return ok(/^1[3-9]\d{9}$/.test(b.phone ?? ''));
      }),
      post('/api/VerCode/sms/validate', async ({ request }) => ok((await body<{ code?: string }>(request)).code === DEMO_CODE)),
      post('/api/VerCode/email/Send', () => ok(true)),
      post('/api/VerCode/email/Validate', async ({ request }) => ok((await body<{ code?: string }>(request)).code === DEMO_CODE)),
      get('/api/VerCode/imgCode', () => {
        const text = Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('');
        const key = crypto.randomUUID().slice(0, 10);
        captchas.set(key, text);
        return ok({ key, image: captchaImage(text) });
      }),
      post('/api/VerCode/imgCode/validate', async ({ request }) => {
        const b = await body<{ key?: string; code?: string }>(request);
        const expected = captchas.get(b.key ?? '');
        return ok(Boolean(expected) && expected!.toLowerCase() === (b.code ?? '').toLowerCase());
      }),
      post('/api/userinfo/ResetPasswordByPhone', async ({ request }) => ok(Boolean(byPhone((await body<{ phoneNumber?: string }>(request)).phoneNumber ?? '')))),
      post('/api/userinfo/ValidatePhoneNumberToken', async ({ request }) => ok((await body<{ token?: string }>(request)).token === DEMO_CODE)),
      post('/api/userinfo/ChangePasswordByPhoneToken', async ({ request }) => {
        const b = await body<{ phoneNumber?: string; token?: string; newPassword?: string }>(request);
        const account = byPhone(b.phoneNumber ?? '');
        if (!account) return identity(false, '该手机号未注册');
        if (b.token !== DEMO_CODE) return identity(false, '验证码错误或已过期');
        db.update('accounts', account.id, { password: b.newPassword });
        return identity(true);
      }),
      post('/api/UserInfo/ValidateUserNameAndPhoneEmail', async ({ request }) => {
        const b = await body<{ userName?: string; phoneOrEmail?: string }>(request);
        const account = byUserName(b.userName ?? '');
        return ok(Boolean(account) && (account!.phoneNumber === b.phoneOrEmail || account!.email === b.phoneOrEmail));
      }),
      post('/api/UserInfo/ResetForgetPassword', async ({ request }) => {
        const b = await body<{ userName?: string; email?: string }>(request);
        const account = byUserName(b.userName ?? '');
        return ok(Boolean(account) && account!.email === b.email);
      }),
      post('/api/UserInfo/SaveResetForgetPassword', async ({ request }) => {
        const b = await body<{ userName?: string; code?: string; newPassword?: string }>(request);
        const account = byUserName(b.userName ?? '');
        if (!account) return identity(false, '用户不存在');
        if (b.code !== DEMO_CODE) return identity(false, '验证码错误或已过期');
        db.update('accounts', account.id, { password: b.newPassword });
        return identity(true);
      }),
      put('/api/UserInfo/SetPassword', async ({ request }) => {
        const b = await body<{ userId?: string; password?: string }>(request);
        if (!db.get('accounts', b.userId)) return fail(404);
        db.update('accounts', b.userId!, { password: b.password });
        return identity(true);
      }),
      post('/api/UserInfo/MemberList', async ({ request }) => {
        const b = await body<{ keyword?: string; role?: number; isBlack?: boolean; pageIndex?: number; pageSize?: number }>(request);
        const rows = db
          .all('accounts')
          .filter((a) => (b.role === undefined || a.role === b.role) && (b.isBlack === undefined || a.isBlack === b.isBlack))
          .filter((a) => !b.keyword || [a.userName, a.realName, a.phoneNumber].some((v) => String(v ?? '').includes(b.keyword!)))
          .map((a) => ({ ...publicUser(a), isBlack: Boolean(a.isBlack) }));
        return okPage(rows, b);
      }),
      get('/api/UserInfo/UpUserBlackList', ({ request }) => {
        const account = db.get('accounts', query(request)('memId'));
        if (!account) return fail(404);
        const isBlack = !account.isBlack;
        db.update('accounts', account.id, { isBlack });
        return ok(isBlack);
      }),
      get('/api/Exhibition/GetAllConfiSettle', () => ok(db.all('settles'))),
    ];
  },
};

export { DEMO_PASSWORD, ids };
