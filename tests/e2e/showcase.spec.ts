import { expect, test } from './fixtures';
import { expectToast, rowOf } from './support';

test.use({ user: 'exhibitor' });


/** A 1×1 PNG, enough for the image upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');


test('brand CRUD in the Chinese area', async ({ page }) => {
  await page.goto('/exhibition/index/home');
  await page.getByRole('link', { name: '全部品牌' }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/brand\/allbrand/);
  await expect(page.getByRole('table', { name: '全部品牌' })).toBeVisible();

  // Create: name, website and a logo.
  await page.getByRole('button', { name: '添加品牌' }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/brand\/addbrand$/);
  await page.getByRole('textbox', { name: '品牌名称', exact: true }).fill('E2E 启明星');
  await page.getByRole('textbox', { name: '英文名称' }).fill('E2E Qiming');
  await page.getByRole('textbox', { name: '品牌官网' }).fill('https://qiming.example.cn');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('form img').first()).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/exhibition\/index\/brand\/allbrand/);
  const row = rowOf(page, 'E2E 启明星');
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /.+/);

  // Edit: the form opens filled; the new name is saved.
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/brand\/editbrand\?id=/);
  const name = page.getByRole('textbox', { name: '品牌名称', exact: true });
  await expect(name).toHaveValue('E2E 启明星');
  await expect(page.getByRole('textbox', { name: '品牌官网' })).toHaveValue('https://qiming.example.cn');
  await name.fill('E2E 启明星 二代');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/exhibition\/index\/brand\/allbrand/);
  const edited = rowOf(page, 'E2E 启明星 二代');
  await expect(edited).toBeVisible();

  // Hide it with the show switch.
  const shown = edited.getByRole('checkbox', { name: '显示' });
  await expect(shown).toBeChecked();
  await shown.click();
  await expectToast(page, '已更新');
  await expect(shown).not.toBeChecked();

  // Delete it, after confirming.
  await edited.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expectToast(page, '删除成功');
  await expect(rowOf(page, 'E2E 启明星 二代')).toHaveCount(0);
});

test.describe('in the English area', () => {
  test.use({ user: 'exhibitor.en' });

  test('news: create with pasted HTML and preview it sanitised, in the English area', async ({ page }) => {
    await page.goto('/exhibitionEn/index/news');
    await expect(page.getByRole('heading', { name: 'Company news' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Company news' })).toBeVisible();

    await page.getByRole('button', { name: 'Add news' }).click();
    await expect(page).toHaveURL(/\/exhibitionEn\/index\/add-news$/);
    await expect(page.getByText('The organiser reviews news before it is published; it goes public once approved.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill('E2E five-axis centre launch');
    await page.getByRole('textbox', { name: 'Summary' }).fill('Premiere at booth B11.');

    // Paste HTML from elsewhere, scripts and handlers included: the editor keeps only safe markup.
    const editor = page.getByRole('textbox', { name: 'Article' });
    await editor.click();
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>World <b>premiere</b> of the DF-5X800.</p><img src="/no-such.png" onerror="window.__pwned=1"><script>window.__pwned=2</script>');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor.locator('b')).toHaveText('premiere');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    await expect(page).toHaveURL(/\/exhibitionEn\/index\/news/);

    const row = rowOf(page, 'E2E five-axis centre launch');
    await expect(row).toBeVisible();
    await expect(row.getByText('Pending review')).toBeVisible();

    // Preview: the article as stored, through SafeHtml.
    await row.getByRole('button', { name: 'View', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'News preview' })).toBeVisible();
    await expect(drawer.locator('b', { hasText: 'premiere' })).toBeVisible();
    await expect(drawer.getByText('Premiere at booth B11.')).toBeVisible();
    await expect(drawer.locator('script')).toHaveCount(0);
    await expect(drawer.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // From the preview to the edit page, still in the English area.
    await drawer.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/exhibitionEn\/index\/edit-news\?id=/);
    await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue('E2E five-axis centre launch');
    await expect(page.getByText('Saved changes send the news back for review; it is not public again until the organiser approves it.').first()).toBeVisible();
  });
});
