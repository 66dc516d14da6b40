import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './support';

/**
 * The open live pages on a phone (000 §2 "Live area"): a signed-out visitor signs in by SMS code
 * on the registration page, registers as a live viewer and passes the channel's authorisation.
 * Activity …0001 "华展智能 2027 新品发布会" has channel 3958471 (info: registered viewers); its live starts on
 * 2027-03-18, so it has not started, even though the provider's channel says "live".
 */
const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page is wider than the screen').toBeLessThanOrEqual(clientWidth);
}

test('on a phone, a visitor signs in by SMS on the registration page, registers and passes the live authorisation', async ({ page }) => {
  // The authorisation step of a channel for registered viewers asks a signed-out visitor to sign in.
  await page.goto(`/live-auth?activityId=${LAUNCH}`);
  await expect(page.getByTestId('activity-name')).toHaveText('华展智能 2027 新品发布会');
  await expect(page.getByTestId('auth-way-info')).toContainText('请先填写观众登记信息');

  await page.goto(`/live-user-reg?activityId=${LAUNCH}`);
  await expect(page.getByRole('heading', { name: '观众登记' })).toBeVisible();
  const signIn = page.getByTestId('live-sign-in');
  await expect(signIn).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await signIn.getByRole('textbox', { name: '手机号' }).fill('13812345678');
  await signIn.getByRole('button', { name: '获取验证码' }).tap();
  await expectToast(page, '验证码已发送');
  await signIn.getByRole('textbox', { name: '短信验证码' }).fill('246810');
  await signIn.getByRole('button', { name: '登录', exact: true }).tap();

  // Signed in: the form, with what the account already tells.
  await expect(page.getByTestId('signed-in-as')).toContainText('138****5678');
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('张伟');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13812345678');
  await expect(page.getByRole('textbox', { name: '公司名称' })).toHaveValue('深圳华展智能科技有限公司');

  await page.getByRole('combobox', { name: '性别' }).selectOption('男');
  await page.getByRole('combobox', { name: '部门' }).selectOption('技术部');
  await page.getByRole('combobox', { name: '职位' }).selectOption('研发工程师');
  await page.getByRole('combobox', { name: '省份' }).selectOption('广东省');
  await page.getByRole('combobox', { name: '城市' }).selectOption('深圳市');
  await page.getByRole('combobox', { name: '区县' }).selectOption('南山区');
  await page.getByRole('textbox', { name: '详细地址' }).fill('科技园 1 栋');
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: '提交登记' }).tap();

  // On to the authorisation step: registered now, so through; the view is logged; the live is next year's.
  await expect(page).toHaveURL(new RegExp(`/live-auth\\?activityId=${LAUNCH}$`));
  await expect(page.getByTestId('live-status')).toHaveText('未开始');
  await expect(page.getByText('验证通过')).toBeVisible();
  await expect(page.getByTestId('watch-link')).toHaveAttribute('href', /\/watch\/3958471\?userid=[^&]+&ts=\d+&sign=[0-9A-F]{32}$/);
  await expectNoHorizontalOverflow(page);

  // Back on the form later, the registration is there.
  await page.goto(`/live-user-reg?activityId=${LAUNCH}`);
  await expect(page.getByRole('combobox', { name: '职位' })).toHaveValue('研发工程师');
  await expect(page.getByRole('textbox', { name: '详细地址' })).toHaveValue('科技园 1 栋');
});

test('a wrong link says the live event is unknown, on the registration as on the authorisation step', async ({ page }) => {
  await page.goto('/live-user-reg');
  await expect(page.getByTestId('unknown-activity')).toContainText('没有找到该直播活动');
  await expect(page.getByTestId('live-sign-in')).toHaveCount(0);
  await page.goto('/live-auth?activityId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('unknown-activity')).toContainText('没有找到该直播活动');
  await page.getByTestId('language-switch').tap();
  await expect(page.getByTestId('unknown-activity')).toContainText('This live event was not found');
});
