/**
 * The review journey across the two back offices, in one browser (the mocks keep one store per
 * browser): the exhibitor submits a catalogue change, the organiser sees what changed and approves
 * it from the keyboard, the exhibitor finds it approved.
 */
import { expect, test } from './fixtures';
import { login } from './support';

test.use({ user: 'exhibitor' });

test('an exhibitor’s catalogue change is reviewed by the organiser from the keyboard, and the exhibitor sees it approved', async ({ page }) => {
  await page.goto('/exhibition/index/exinfo/catalogue');
  await page.getByRole('link', { name: '修改变更申请' }).click();
  const contact = page.getByRole('textbox', { name: '联系人', exact: true });
  await expect(contact).toBeEnabled();
  await contact.fill('周小川');
  await page.getByRole('button', { name: '提交变更申请' }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/exinfo\/catalogue-alter/);
  await expect(page.getByRole('heading', { name: '会刊变更' })).toBeVisible();
  // Pending, with what changed: the contact, old and new.
  const pending = page.getByTestId('change-record').first();
  await expect(pending.getByText('待审核')).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: '联系人', exact: true }) })).toContainText('周小川');

  await page.getByRole('button', { name: '退出登录' }).click();
  await login(page, '/host/login/alogin', 'host');
  await expect(page).toHaveURL(/\/host\/index\/home$/);
  await page.goto('/host/index/audit/list?type=2');
  const change = page.getByRole('row').filter({ hasText: '华展' }).first();
  await change.click();
  // What changed, field by field: the new contact beside the old one.
  await expect(page.getByText('周小川').first()).toBeVisible();
  await page.keyboard.press('a');
  await expect(page.getByText(/已通过「.+」的会刊变更/).first()).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await login(page, '/exhibition/login/alogin', 'exhibitor');
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  await page.goto('/exhibition/index/exinfo/catalogue-alter');
  const latest = page.getByTestId('change-record').first();
  await expect(latest.getByText('已通过')).toBeVisible();
  await expect(latest).toContainText('周小川');
});
