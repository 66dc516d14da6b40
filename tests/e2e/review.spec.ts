/**
 * The review journey across the two back offices, in one browser (the mocks keep one store per
 * browser): the exhibitor submits a catalogue change, the organiser sees what changed and approves
 * it from the keyboard, the exhibitor finds it approved. Then the organiser decides the 20 pending
 * changes of the exhibition by keyboard alone, typing as fast as a reviewer does (keys typed while
 * a decision is saving are taken in order); the time it takes is reported, not asserted.
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

test.describe('as the organiser', () => {
  test.use({ user: 'host' });

  test('the 20 pending changes of the exhibition are decided by keyboard alone, typed ahead (time reported)', async ({ page }, info) => {
    await page.goto('/host/index/audit/list');
    await expect(page.getByRole('row', { selected: true })).toBeVisible();
    await expect(page.getByText('第 1 / 20 条')).toBeVisible();
    const started = Date.now();
    // A approves; every third one is rejected: R, the reason the exhibitor reads, Enter.
    for (let i = 0; i < 20; i++) {
      if (i % 3 === 2) {
        await page.keyboard.press('r');
        await expect(page.getByRole('textbox', { name: /驳回原因/ })).toBeFocused();
        await page.keyboard.type('资料不完整，请补充后重新提交');
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press('a');
      }
    }
    const typed = (Date.now() - started) / 1000;
    await expect(page.getByText('全部审核完毕 🎉')).toBeVisible({ timeout: 60_000 });
    const seconds = (Date.now() - started) / 1000;
    // Every decision landed: none is left pending, and the queue said nothing was refused.
    await expect(page.getByText(/已取消排队中的/)).toHaveCount(0);
    info.annotations.push({ type: 'review time', description: `20 changes in ${seconds.toFixed(1)} s (keys typed in ${typed.toFixed(1)} s)` });
    console.log(`keyboard review: 20 pending changes decided in ${seconds.toFixed(1)} s (${(seconds / 20).toFixed(2)} s each; keys typed in ${typed.toFixed(1)} s)`);
  });
});
