/**
 * Signs each demo account in once, through the login page, and saves its session for the tests
 * that start signed in (`test.use({ user })`, see fixtures.ts).
 */
import { expect, signedInState, test, type DemoUser } from './fixtures';
import { login } from './support';

const ACCOUNTS: [DemoUser, string, RegExp][] = [
  ['exhibitor', '/exhibition/login/alogin', /\/exhibition\/index\/home$/],
  ['exhibitor.en', '/exhibitionEn/login/alogin', /\/exhibitionEn\/index\/home$/],
  ['host', '/host/login/alogin', /\/host\/index\/home$/],
];

for (const [user, loginPage, home] of ACCOUNTS) {
  test(`sign in as ${user}`, async ({ page }) => {
    await login(page, loginPage, user);
    await expect(page).toHaveURL(home);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('expo.session'))).toContain('access_token');
    await page.context().storageState({ path: signedInState(user) });
  });
}
