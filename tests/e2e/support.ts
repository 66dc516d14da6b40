import { expect, type Locator, type Page } from '@playwright/test';
import { SHOWN_TOASTS, type ShownToast } from './fixtures';

/**
 * Every test starts from a fresh browser state without help: Playwright gives each test its own
 * browser context (no session, no stored demo-data changes, no uploaded files).
 */

/** Signs in through the login page, as a user would. */
export async function login(page: Page, path: string, username: string, password = 'demo1234') {
  await page.goto(path);
  await page.getByRole('textbox', { name: /^(用户名|User name)$/ }).fill(username);
  await page.getByLabel(/^(密码|Password)$/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

/** How long ago a toast may have appeared to count: the action that raised it was the test's last few steps. */
const RECENT_TOAST_MS = 20_000;

/**
 * A notice saying `text` was shown: one of the toasts the page has shown in the last
 * RECENT_TOAST_MS and not counted yet (the page keeps what each said, tests/e2e/fixtures.ts),
 * counted once, or text on screen now.
 *
 * A toast stays three seconds. On a loaded machine it could come and go before the check began:
 * a click's input took the page 6.9 s to acknowledge, and the save's "保存成功" had been shown
 * and gone by the time the click returned (company.spec.ts, two end-to-end workers beside other
 * work).
 */
export async function expectToast(page: Page, text: string | RegExp) {
  const pattern = typeof text === 'string' ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: 'i' } : { source: text.source, flags: text.flags };
  const shown = () =>
    page.evaluate(({ key, source, flags, recentMs }) => {
      const toasts = (window as unknown as Record<string, ShownToast[] | undefined>)[key] ?? [];
      const found = toasts.findIndex(({ said, at }) => performance.now() - at < recentMs && new RegExp(source, flags).test(said));
      if (found >= 0) toasts.splice(found, 1);
      return found >= 0;
    }, { key: SHOWN_TOASTS, recentMs: RECENT_TOAST_MS, ...pattern });
  await expect
    .poll(async () => (await shown()) || (await page.getByText(text).first().isVisible()), { message: `a notice saying ${String(text)}` })
    .toBe(true);
}

/** The table row that shows `text` in a cell of its own. */
export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
