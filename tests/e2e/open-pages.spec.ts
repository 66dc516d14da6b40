import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Open pages outside the back-office layouts (000 §2), signed out: /host/mobile-all on a phone,
 * and the printable badge list /exhibition/CertificateExport of the demo join (five badges).
 */
const DEMO_JOIN = 'b0a80101-0000-4000-8000-000000000201';


async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page is wider than the screen').toBeLessThanOrEqual(clientWidth);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a signed-out visitor browses every exhibition and opens one inline', async ({ page }) => {
    await page.goto('/host/mobile-all');
    await expect(page.getByRole('heading', { name: '全部展会' })).toBeVisible();
    const expo = page.getByTestId('exhibition-card').filter({ hasText: '2027 深圳国际智能制造博览会' });
    await expect(expo).toContainText('2027-03-18 至 2027-03-21');
    await expect(expo).toContainText('筹备中');
    await expectNoHorizontalOverflow(page);

    await expo.getByRole('button').tap();
    await expect(expo.getByTestId('hall-row')).toHaveCount(6);
    await expect(expo.getByTestId('hall-row').first()).toContainText('1号馆');
    await expectNoHorizontalOverflow(page);
    // Still signed out, still here: the page is open.
    await expect(page).toHaveURL(/\/host\/mobile-all$/);
  });
});

test('the badge list of a join prints as a table with masked ID numbers', async ({ page }) => {
  await page.goto(`/exhibition/CertificateExport?joinId=${DEMO_JOIN}`);
  const table = page.getByRole('table', { name: '证件名单' });
  await expect(table.getByRole('row')).toHaveCount(6);
  for (const name of ['刘洋', '王芳', '陈静', '杨磊', '孙浩']) await expect(table).toContainText(name);
  await expect(table).toContainText(/440\*{11}\d{3}[\dX]/);
  await expect(table).not.toContainText(/\d{17}[\dX]/);

  // Print calls window.print; the buttons are hidden on paper.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: '打印' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(table).toBeVisible();

  // The English area has no such page.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/exhibitionEn/CertificateExport?joinId=${DEMO_JOIN}`);
  await expect(page.getByRole('heading', { name: /页面不存在|Page not found/ })).toBeVisible();
});
