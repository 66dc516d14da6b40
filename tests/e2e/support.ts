import { expect, type Locator, type Page } from '@playwright/test';

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

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** The table row that shows `text` in a cell of its own. */
export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
