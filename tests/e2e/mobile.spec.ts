import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './support';

/** A phone: 375 × 740 CSS pixels, touch. */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

/** Nothing on the page is wider than the screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page is wider than the screen').toBeLessThanOrEqual(clientWidth);
}

test('on a phone, a host signs in to the mobile back office and taps through exhibition, halls and a company', async ({ page }) => {
  await login(page, '/mobile-backend/login/alogin', 'host');
  await expect(page).toHaveURL(/\/mobile-backend\/ex-list$/);

  const expo = page.getByTestId('exhibition-card').filter({ hasText: '2027 深圳国际智能制造博览会' });
  await expect(expo).toBeVisible();
  await expect(expo).toContainText('2027-03-18 至 2027-03-21');
  await expect(page.getByRole('navigation', { name: '移动后台导航' })).toBeInViewport();
  await expectNoHorizontalOverflow(page);

  await expo.tap();
  await expect(page).toHaveURL(/\/mobile-backend\/ex-area-list\?exhibitionId=8d3f6b1e-/);
  await expect(page.getByTestId('hall-card')).toHaveCount(6);
  await expect(page.getByTestId('hall-card').first()).toContainText('1号馆');
  await expectNoHorizontalOverflow(page);

  await page.getByTestId('hall-card').filter({ hasText: '1号馆' }).tap();
  await expect(page).toHaveURL(/\/mobile-backend\/ex-company-list\?/);
  const company = page.getByTestId('company-card').filter({ hasText: '深圳华展智能科技有限公司' });
  await expect(company).toContainText('A10');
  await expectNoHorizontalOverflow(page);

  await company.tap();
  await expect(page).toHaveURL(/\/mobile-backend\/ex-company-details\?compId=/);
  await expect(page.getByTestId('company-name')).toHaveText('深圳华展智能科技有限公司');
  await expect(page.getByTestId('company-booth')).toContainText('A10');
  await expectNoHorizontalOverflow(page);

  // Back to the hall's companies, then the tab bar opens the exhibition's halls again.
  await page.getByTestId('back').tap();
  await expect(page).toHaveURL(/\/mobile-backend\/ex-company-list\?/);
  await page.getByTestId('mobile-tab').filter({ hasText: '展区列表' }).tap();
  await expect(page).toHaveURL(/\/mobile-backend\/ex-area-list\?exhibitionId=8d3f6b1e-/);
  await expect(page.getByTestId('hall-card')).toHaveCount(6);
});
