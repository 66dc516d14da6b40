/**
 * Offline means offline: the demo's pictures and clips load from the mocks in a real browser, no
 * request leaves the app's own host, and an uploaded picture shows itself and survives a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ user: 'exhibitor' });


/** A whole page load (mock worker, store, page code) can take a while on a busy machine. */
const PAGE_LOAD = { timeout: 30_000 };

/** Every host other than the app's that the page sends a request to. */
function otherHosts(page: Page, baseURL: string | undefined): Set<string> {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== own) hosts.add(url.host);
  });
  return hosts;
}

/** Waits until the picture has loaded (a decoded image with a width), not the broken-image icon. */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), PAGE_LOAD).toBe(true);
}

/** A real PNG of `width` × `height` with noise, drawn by the browser (large enough to be served by URL, not as a data: URL). */
async function noisyPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      for (let i = 0; i < w * h; i += 1) {
        g.fillStyle = `hsl(${(i * 47) % 360} 70% ${30 + ((i * 13) % 50)}%)`;
        g.fillRect(i % w, Math.floor(i / w), 1, 1);
      }
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

test('demo pictures and clips come from the mocks, and nothing is asked of another host', async ({ page, baseURL }) => {
  test.slow();
  const hosts = otherHosts(page, baseURL);
  await page.goto('/exhibition/index/material/photo/all');
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles.first()).toBeVisible(PAGE_LOAD);
  for (let i = 0; i < 3; i += 1) await expectLoaded(tiles.nth(i).locator('img'));

  await page.goto('/exhibition/index/product/allpro');
  await expect(page.getByRole('row').nth(1)).toBeVisible(PAGE_LOAD);
  await expectLoaded(page.getByRole('row').nth(1).locator('img').first());

  await page.goto('/exhibition/index/material/video');
  const row = page.getByRole('row').filter({ hasText: '协作机器人 HZ-C6 焊接演示' });
  await expect(row).toBeVisible(PAGE_LOAD);
  await expectLoaded(row.locator('img'));
  await row.getByRole('button', { name: '播放' }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState >= 1 && el.duration > 0), PAGE_LOAD).toBe(true);

  expect([...hosts]).toEqual([]);
});

test('an uploaded photo shows itself and is still there after a reload', async ({ page, baseURL }) => {
  test.slow();
  const hosts = otherHosts(page, baseURL);
  await page.goto('/exhibition/index/material/photo/loose');
  await expect(page.getByTestId('photo-tile').first()).toBeVisible(PAGE_LOAD);
  const png = await noisyPng(page, 64, 40);
  expect(png.length).toBeGreaterThan(500);

  await page.getByRole('button', { name: '上传图片' }).first().click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: '展台夜景.png', mimeType: 'image/png', buffer: png });
  const photo = page.getByTestId('photo-tile').filter({ has: page.getByRole('img', { name: '展台夜景', exact: true }) });
  const img = photo.getByRole('img', { name: '展台夜景', exact: true });
  await expectLoaded(img);
  expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([64, 40]);
  expect(await img.getAttribute('src')).toMatch(/\/api\/file\?key=images%2F/);

  await page.reload();
  await expect(img).toBeVisible(PAGE_LOAD);
  await expectLoaded(img);
  expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([64, 40]);
  expect([...hosts]).toEqual([]);
});
