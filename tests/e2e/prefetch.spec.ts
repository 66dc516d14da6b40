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
