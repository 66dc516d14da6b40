import { expect, test } from './fixtures';
import { expectToast } from './support';

test.use({ user: 'exhibitor' });


test('page builder (Chinese): add a block, reorder by dragging and with the buttons, save and reload', async ({ page }) => {
  await page.goto('/exhibition/index/template/factory-new');

  const items = page.getByTestId('block-list').getByTestId('block-item');
  const preview = page.getByRole('region', { name: '手机预览，宽 375 像素' });
  await expect(items).toHaveCount(5);
  await expect(page.getByTestId('block-palette').getByRole('button')).toHaveCount(6);

  // Add a text block and fill it in: the preview follows.
  await page.getByRole('button', { name: '添加文字模块' }).click();
  await expect(items).toHaveCount(6);
  await page.getByRole('textbox', { name: '模块名称' }).fill('展位欢迎语');
  await page.getByRole('textbox', { name: '文字内容' }).fill('欢迎莅临 A08 展位');
  await expect(preview.getByText('欢迎莅临 A08 展位')).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('有未保存的修改');

  // Drag it by its handle to the top of the list.
  const handle = page.getByRole('button', { name: '拖动文字模块「展位欢迎语」调整顺序' });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const top = (await items.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, top.y + 4, { steps: 25 });
  await page.mouse.up();
  await expect(items.first()).toContainText('展位欢迎语');
  await expect(items).toHaveText([/展位欢迎语/, /公司简介标题/, /公司简介/, /产品展示/, /产品搜索/, /宣传视频/]);

  // And the keyboard-accessible buttons: the video up one place.
  await page.getByRole('button', { name: '上移视频模块「宣传视频」' }).click();
  await expect(items).toHaveText([/展位欢迎语/, /公司简介标题/, /公司简介/, /产品展示/, /宣传视频/, /产品搜索/]);
  await expect(preview.getByTestId('preview-block').first()).toContainText('欢迎莅临 A08 展位');

  await page.getByRole('button', { name: '保存页面' }).click();
  await expectToast(page, '页面已保存');
  await expect(page.getByTestId('save-state')).toHaveText('所有修改已保存');

  // Reload: the saved page comes back, in order.
  await page.reload();
  await expect(items).toHaveText([/展位欢迎语/, /公司简介标题/, /公司简介/, /产品展示/, /宣传视频/, /产品搜索/]);
  await expect(preview.getByTestId('preview-block').first()).toContainText('欢迎莅临 A08 展位');
  await expect(page.getByTestId('save-state')).toHaveText('所有修改已保存');
});

test('template chooser (Chinese) opens the chosen template’s basic builder; the builder fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/exhibition/index/template');
  await expect(page).toHaveURL(/\/exhibition\/index\/template\/choice$/);

  await page.getByRole('button', { name: '使用此模板：加盟商模板' }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/template\/franchisee$/);
  await expectToast(page, '已选择「加盟商模板」');
  await expect(page.getByTestId('block-palette').getByRole('button')).toHaveCount(3);

  // Nothing wider than the phone; the settings panel sits under the preview.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '编辑图片模块「门店风采」' }).click();
  const previewBox = (await page.getByRole('region', { name: '手机预览，宽 375 像素' }).boundingBox())!;
  const settingsBox = (await page.getByRole('heading', { name: '图片模块设置' }).boundingBox())!;
  expect(settingsBox.y).toBeGreaterThan(previewBox.y + previewBox.height - 1);
});

test.describe('in the English area', () => {
  test.use({ user: 'exhibitor.en' });

  test('page builder at 1440 px: every block reads in full and by its own name; the settings sit beside the preview', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/exhibitionEn/index/template/brand-new');

    const names = page.getByTestId('block-list').getByTestId('block-name');
    await expect(names).toHaveText(['Our story heading', 'Brand image', 'More about the brand', 'Our story', 'Product search']);
    // Not cut: no name is wider or taller than the room it is given.
    const cut = await names.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
    expect(cut).toEqual([]);

    // A block added twice is numbered, so the two read differently.
    await page.getByRole('button', { name: 'Add a Text block' }).click();
    await page.getByRole('button', { name: 'Add a Text block' }).click();
    await expect(names.nth(5)).toHaveText('Text');
    await expect(names.nth(6)).toHaveText('Text 2');

    // Editing and checking side by side: the settings panel is to the right of the phone preview, at the same height.
    await page.getByRole('button', { name: /^Edit the Pictures block/ }).click();
    const preview = (await page.getByRole('region', { name: /^Phone preview/ }).boundingBox())!;
    const settings = (await page.getByRole('region', { name: 'Pictures block settings' }).boundingBox())!;
    expect(settings.x).toBeGreaterThanOrEqual(preview.x + preview.width);
    expect(settings.y).toBeLessThan(preview.y + preview.height / 2);
  });
});

test('page builder on a network failure keeps its title and shows the error in place with a retry', async ({ page }) => {
  await page.goto('/exhibition/index/template/factory-new');
  await expect(page.getByTestId('block-list')).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('expo.dev.controls', JSON.stringify({ failAll: 'network' })));
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '工厂模板（新版）', level: 1 })).toBeVisible();
  // One notice for the failure; letting it go leaves the error on the page, with a retry.
  await expect(page.getByTestId('toast-error')).toHaveCount(1);
  await page.getByTestId('toast-error').locator('[data-part="close-trigger"]').click();
  await expect(main.getByRole('alert')).toContainText('数据加载失败');
  await expect(main.getByText('当前账号未绑定企业，无法编辑小程序页面。')).toBeHidden();

  await page.evaluate(() => sessionStorage.removeItem('expo.dev.controls'));
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('block-list').getByTestId('block-item')).toHaveCount(5);
});
