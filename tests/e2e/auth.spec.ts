import { expect, test } from './fixtures';
import { expectToast, login } from './support';


test('the root sends a signed-out visitor to the exhibitor login, then home after signing in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/exhibition\/login\/alogin/);
  await expect(page.getByRole('heading', { name: '展商登录' })).toBeVisible();
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('exhibitor');
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  await expect(page.getByTestId('current-role')).toHaveText('展商');
  await expect(page.getByTestId('current-exhibition')).toContainText('2027 深圳国际智能制造博览会');
});

test('a host signs in to the host back office and cannot open the exhibitor area', async ({ page }) => {
  await login(page, '/host/login/alogin', 'host');
  await expect(page).toHaveURL(/\/host\/index\/home$/);
  await expect(page.getByRole('heading', { name: /陈建国/ })).toBeVisible();
  // Told at once where the page belongs and where they are being taken, then at their home.
  await page.goto('/exhibition/index/home');
  await expect(page.getByText('此页面属于展商后台')).toBeVisible();
  await expect(page.getByText('您以主办方身份登录，正在前往主办方后台首页。')).toBeVisible();
  await expect(page).toHaveURL(/\/host\/index\/home$/);
});

test('the mobile back office is the organiser\'s: an exhibitor is refused at its login and sent home from its pages', async ({ page }) => {
  await login(page, '/mobile-backend/login/alogin', 'exhibitor');
  await expectToast(page, '移动后台仅供主办方使用，请使用主办方账号登录');
  await expect(page).toHaveURL(/\/mobile-backend\/login\/alogin/);

  await login(page, '/exhibition/login/alogin', 'exhibitor');
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  await page.goto('/mobile-backend/ex-all-company-list?exhibitionId=8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60');
  await expect(page.getByText('此页面属于移动后台')).toBeVisible();
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
});

test('after signing in the user returns to the page they asked for', async ({ page }) => {
  await page.goto('/host/index/home');
  await expect(page).toHaveURL(/\/host\/login\/alogin\?redirect=/);
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('host');
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/host\/index\/home$/);
});

test('a wrong password shows the server message; an unknown account shows 登录身份有误', async ({ page }) => {
  await login(page, '/exhibition/login/alogin', 'exhibitor', 'wrong-password');
  await expectToast(page, '用户名或密码错误');
  await expect(page).toHaveURL(/\/exhibition\/login\/alogin/);
  await expect(page.getByRole('textbox', { name: '用户名', exact: true })).toHaveValue('exhibitor');
  await login(page, '/exhibition/login/alogin', 'nobody');
  await expectToast(page, '登录身份有误，请重新确认');
});

test('the English exhibitor area is in English', async ({ page }) => {
  await login(page, '/exhibitionEn/login/alogin', 'exhibitor.en');
  await expect(page).toHaveURL(/\/exhibitionEn\/index\/home$/);
  await expect(page.getByTestId('current-role')).toHaveText('Exhibitor (English)');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByTestId('current-exhibition')).toContainText('Shenzhen International Intelligent Manufacturing Expo 2027');
  // A section's bare URL opens its first page, in the same area.
  await page.goto('/exhibitionEn/index/product');
  await expect(page).toHaveURL(/\/exhibitionEn\/index\/product\/allpro(\?|$)/);
});

test('the language switch moves between /exhibition and /exhibitionEn on the same page', async ({ page }) => {
  await login(page, '/exhibition/login/alogin', 'exhibitor');
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/exhibitionEn\/index\/home$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('logout clears the session and returns to the role login page', async ({ page }) => {
  await login(page, '/host/login/alogin', 'host');
  await expect(page).toHaveURL(/\/host\/index\/home$/);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/host\/login\/alogin$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/host/index/home');
  await expect(page).toHaveURL(/\/host\/login\/alogin/);
  // Leaving the page did not write the router's scroll positions of the previous user back.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('tsr-scroll')))).toEqual([]);
});

test('the session survives a reload', async ({ page }) => {
  await login(page, '/exhibition/login/alogin', 'exhibitor');
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  await page.reload();
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  await expect(page.getByTestId('current-user')).toHaveText('张伟');
});

test('SMS-code login: the code is sent, the button counts down, and the code signs in', async ({ page }) => {
  await page.goto('/exhibition/login/blogin');
  await page.getByLabel('手机号').fill('13812345678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '验证码已发送');
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill('246810');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
});

test('a bad phone number gets a message beside the field and nothing is sent', async ({ page }) => {
  await page.goto('/exhibition/login/blogin');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入正确的 11 位手机号')).toBeVisible();
});
