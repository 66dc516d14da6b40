import { expect, type Page } from '@playwright/test';

/** Signs in through the login page, as a user would. */
export async function login(page: Page, path: string, username: string, password = 'demo1234') {
  await page.goto(path);
  await page.getByRole('textbox', { name: /^(用户名|User name)$/ }).fill(username);
  await page.getByLabel(/^(密码|Password)$/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

/** A fresh browser state for every test: no session, no stored demo data changes. */
export async function freshStart(page: Page) {
  await page.goto('/404');
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    // The mock store, and the uploaded files' bytes.
    for (const name of ['keyval-store', 'expo-mock-files']) {
      await new Promise<void>((resolve) => {
        const req = indexedDB.deleteDatabase(name);
        req.onsuccess = req.onerror = req.onblocked = () => resolve();
      });
    }
  });
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}
