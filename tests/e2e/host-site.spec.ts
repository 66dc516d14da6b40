import { expect, test } from './fixtures';
import { expectToast } from './support';

test.use({ user: 'host' });

/** A 1×1 PNG, enough for the image upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an organiser adds a website banner, drags it to the top, and finds that order after a reload', async ({ page }) => {
  await page.goto('/host/index/webSet/webBanner');
  const table = page.getByRole('table', { name: '网站轮播图' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: '添加轮播图' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: /^标题/ }).fill('开幕式直播预告');
  await drawer.locator('input[type=file]').first().setInputFiles({ name: 'opening.png', mimeType: 'image/png', buffer: PNG });
  // Saved once the picture has uploaded (its preview shows).
  await expect(drawer.locator('img').first()).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(table.getByRole('row', { name: /开幕式直播预告/ })).toBeVisible();

  // The new banner is last; dragged by its handle to the top of the list.
  await page.getByRole('button', { name: '调整顺序' }).click();
  const items = page.getByTestId('sortable-item');
  await expect(items.last()).toContainText('开幕式直播预告');
  const count = await items.count();
  const handle = page.getByRole('button', { name: '拖动“开幕式直播预告”调整顺序' });
  const from = (await handle.boundingBox())!;
  const top = (await items.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, top.y + 4, { steps: 25 });
  await page.mouse.up();
  await expect(items.first()).toContainText('开幕式直播预告');
  await expect(items).toHaveCount(count);
  // The phone preview shows it in the carousel's place.
  await expect(page.getByRole('figure', { name: '小程序预览' }).getByRole('img').first()).toHaveAccessibleName('开幕式直播预告');

  await page.getByRole('button', { name: '保存顺序' }).click();
  await expectToast(page, '顺序已保存');
  await expect(table.getByRole('row').nth(1)).toContainText('开幕式直播预告');

  await page.reload();
  await expect(page.getByRole('table', { name: '网站轮播图' }).getByRole('row').nth(1)).toContainText('开幕式直播预告');
});

test('the visit statistics draw their chart beside the table, and the figures export as a spreadsheet', async ({ page }) => {
  await page.goto('/host/index/set/Statistics');
  const figure = page.getByRole('figure', { name: /访问次数/ });
  // The chart is drawn (bars in an SVG), not only its table.
  await expect(figure.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '数据统计' }).getByRole('row').nth(1)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出表格' }).click();
  expect((await download).suggestedFilename()).toBe('访问统计.xlsx');
});
