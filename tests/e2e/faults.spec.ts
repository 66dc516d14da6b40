/**
 * Fault matrix: every fault kind the mocks can inject (the developer panel's "fail every request"),
 * on one page of every page class; the faults every page handles alike run on one of them (see
 * IN_PLACE). For each: no uncaught error, never a blank page, the outcome the spec's error
 * catalogue gives (000 §9), and one message per failure.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Fault = '500' | '500-bare' | '404' | 'network' | 'unreadable' | '401';

/** What the user sees for each fault, wherever it happens. */
const OUTCOME: Record<Fault, (page: Page) => Promise<void>> = {
  '500': (page) => expect(page.getByText('服务器内部错误：数据库连接超时（演示注入）').first()).toBeVisible(),
  '500-bare': async (page) => {
    await expect(page).toHaveURL(/\/500$/);
    await expect(page.getByText('服务器开小差了', { exact: true })).toBeVisible();
  },
  '404': async (page) => {
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  },
  network: (page) => expect(page.getByText('网络连接失败，请检查网络后重试').first()).toBeVisible(),
  unreadable: (page) => expect(page.getByText('服务器返回的数据无法识别，请稍后重试').first()).toBeVisible(),
  '401': (page) => expect(page.getByRole('alertdialog').getByText('授权已过期，请重新登录')).toBeVisible(),
};

/** The faults in order: a 401 that cannot be recovered ends the session, so it comes last. */
const SIGNED_IN: Fault[] = ['500', '500-bare', '404', 'network', 'unreadable', '401'];
/**
 * What a page says in place: these depend on how each page class shows a failed load. The others
 * (a bare 500 → /500, a 404 → /404, an unrecoverable 401 → the session dialog) are decided by the
 * HTTP client for every page alike, so one exhibitor page class runs them all.
 */
const IN_PLACE: Fault[] = ['500', 'network', 'unreadable'];
/**
 * The mobile back office has its own layout and login: what it says in place, and its session
 * ending on an unrecoverable 401 (the bare 500 and the 404 go where they go from every page).
 */
const MOBILE: Fault[] = [...IN_PLACE, '401'];
/** An open page has no session to lose: a 401 there is not "authorization expired" (see below). */
const OPEN: Fault[] = IN_PLACE;

async function inject(page: Page, fault: Fault | 'none') {
  await page.evaluate((failAll) => sessionStorage.setItem('expo.dev.controls', JSON.stringify({ failAll })), fault);
}

/** No blank screen: the page says something besides the developer panel's button. */
async function expectSomethingShown(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.replace('开发面板', '').trim().length, 'the page is blank').toBeGreaterThan(4);
}

/** One message per failure: no notice is on screen twice. */
async function expectNoDuplicateNotices(page: Page) {
  const titles = await page.locator('[data-scope="toast"][data-part="title"]').allInnerTexts();
  expect(titles.length, `notices: ${titles.join(' | ')}`).toBe(new Set(titles).size);
}

async function runMatrix(page: Page, url: string, faults: Fault[]) {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => {
    // The browser's own update check of the mock service worker (mock build only; production has
    // none) can fail while every request is made to fail: not an error of the app.
    if (/^Failed to update a ServiceWorker .*(mockApiWorker|mockServiceWorker)\.js/.test(error.message)) return;
    uncaught.push(error.message);
  });
  for (const fault of faults) {
    await test.step(`${fault} on ${url}`, async () => {
      await inject(page, fault);
      await page.goto(url);
      await OUTCOME[fault](page);
      await expectSomethingShown(page);
      await expectNoDuplicateNotices(page);
      await inject(page, 'none');
    });
  }
  expect(uncaught, 'uncaught errors').toEqual([]);
}


const EXHIBITOR_PAGES: [string, string, Fault[]][] = [
  ['list', '/exhibition/index/brand/allbrand', SIGNED_IN],
  ['dashboard', '/exhibition/index/home', IN_PLACE],
  ['form', '/exhibition/index/companyInfo', IN_PLACE],
  ['page builder', '/exhibition/index/template/factory-new', IN_PLACE],
];

test.describe('signed in as an exhibitor', () => {
  test.use({ user: 'exhibitor' });
  for (const [pageClass, url, faults] of EXHIBITOR_PAGES) {
    test(`faults on a ${pageClass} page`, async ({ page }) => {
      await page.goto(url);
      await runMatrix(page, url, faults);
    });
  }
});

test.describe('signed in as the organiser', () => {
  test.use({ user: 'host' });
  test('faults on a mobile page', async ({ page }) => {
    const url = '/mobile-backend/ex-all-company-list?exhibitionId=8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60';
    await page.goto(url);
    await expect(page).not.toHaveURL(/login/);
    await runMatrix(page, url, MOBILE);
  });
});

test('faults on an open live page, and a 401 there is not "authorization expired"', async ({ page }) => {
  const url = '/live-auth?activityId=ac71a001-0000-4000-8000-000000000001';
  await page.goto(url);
  await runMatrix(page, url, OPEN);
  await inject(page, '401');
  await page.goto(url);
  // Said in place, with a retry; no session dialog for a visitor who never signed in.
  await expect(page.getByRole('main').or(page.locator('body')).getByText('数据加载失败').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' }).first()).toBeVisible();
  await expect(page.getByText('授权已过期，请重新登录')).toBeHidden();
});
