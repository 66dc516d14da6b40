import { expect, test } from './fixtures';

test.use({ user: 'exhibitor' });


test('hovering a navigation link fetches the list data before the click, and the click reuses it', async ({ page }) => {
  await page.goto('/exhibition/index/home');
  await expect(page.getByRole('link', { name: '全部品牌' })).toBeVisible();

  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/brand\/GetAllByCompId/i.test(request.url())) listCalls.push(request.url());
  });
  const hovered = page.waitForRequest((request) => /\/api\/brand\/GetAllByCompId/i.test(request.url()));
  await page.getByRole('link', { name: '全部品牌' }).hover();
  await hovered;
  // Still on the dashboard: the data request started on hover, before any click.
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
  expect(listCalls).toHaveLength(1);

  await page.getByRole('link', { name: '全部品牌' }).click();
  await expect(page.getByRole('table', { name: '全部品牌' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(listCalls).toHaveLength(1);
});

test('a page opened by its address asks for its own code beside the entry, not once the entry has run', async ({ page }) => {
  // Hold the entry back, as a slow network would: the page's code must not wait for it.
  let entryArrived = false;
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    entryArrived = true;
    await route.continue();
  });
  const pageCode = page.waitForRequest(/\/assets\/allpro-[^/]*\.js$/);
  await page.goto('/exhibition/index/product/allpro', { waitUntil: 'commit' });
  await pageCode;
  expect(entryArrived).toBe(false);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('a page opened from another asks for all its code at once, not chunk after chunk', async ({ page }) => {
  await page.goto('/exhibition/index/home');
  const link = page.getByRole('link', { name: '全部产品' }).first();
  await expect(link).toBeVisible();
  // Hold the page's own chunk back: the chunks it imports must not wait to be found in it. (On the
  // context: the mock API's service worker asks for the app's code now, and the page's routes do
  // not see its requests.)
  let pageChunkArrived = false;
  await page.context().route(/\/assets\/allpro-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    pageChunkArrived = true;
    await route.continue();
  });
  const importedChunk = page.waitForRequest(/\/assets\/DataTable-[^/]*\.js$/);
  await link.click();
  await importedChunk;
  expect(pageChunkArrived).toBe(false);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test.describe('signed out', () => {
  test.use({ user: undefined });

  test("a login page loads the page preloads' script only after its own load, for the pages after the sign-in", async ({ page }) => {
    const script = page.waitForRequest(/\/assets\/page-preloads-[^/]*\.js$/);
    await page.goto('/exhibition/login/alogin');
    const url = (await script).url();
    // Its timing entry is there once it has arrived.
    await page.waitForFunction((href) => performance.getEntriesByName(href).length > 0, url);
    const [loaded, requested] = await page.evaluate((href) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return [navigation.loadEventEnd, performance.getEntriesByName(href)[0]!.startTime];
    }, url);
    expect(loaded).toBeGreaterThan(0);
    expect(requested).toBeGreaterThan(loaded);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });
});
