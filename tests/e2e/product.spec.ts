import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, rowOf } from './support';


/** A 1×1 PNG, enough for the image upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Words {
  area: '/exhibition' | '/exhibitionEn';
  add: string;
  name: string;
  price: string;
  save: string;
  saved: string;
  edit: string;
  shown: string;
  updated: string;
  more: string;
  del: string;
  deleted: string;
}

const zh: Words = {
  area: '/exhibition', add: '发布产品', name: '产品名称', price: '参考价格', save: '保存', saved: '保存成功',
  edit: '编辑', shown: '显示', updated: '已更新', more: '更多操作', del: '删除', deleted: '删除成功',
};
const en: Words = {
  area: '/exhibitionEn', add: 'Add product', name: 'Product name', price: 'Reference price', save: 'Save',
  saved: 'Saved', edit: 'Edit', shown: 'Shown', updated: 'Updated', more: 'More actions', del: 'Delete', deleted: 'Deleted',
};


async function productCrud(page: Page, w: Words, name: string, withImage: boolean) {
  const list = new RegExp(`${w.area}/index/product/allpro`);
  await page.goto(`${w.area}/index/product/allpro`);
  await expect(page.getByRole('table')).toBeVisible();

  // Create: name, price (and an image).
  await page.getByRole('button', { name: w.add }).click();
  await expect(page).toHaveURL(new RegExp(`${w.area}/index/product/addpro$`));
  await page.getByRole('textbox', { name: w.name, exact: true }).fill(name);
  await page.getByRole('textbox', { name: w.price }).fill('1280');
  if (withImage) {
    await page.locator('input[type=file]').first().setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('form img').first()).toBeVisible();
  }
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expectToast(page, w.saved);
  await expect(page).toHaveURL(list);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  // The row's name and its buttons are plain elements drawn by styles made once (the kit's TwoLines
  // in the global styles, the table's buttons from Chakra's button recipe): as Chakra draws them.
  await expect(row.getByText(name, { exact: true })).toHaveCSS('font-weight', '500');
  await expect(row.getByRole('button', { name: w.edit, exact: true })).toHaveCSS('height', '32px');
  await expect(row.getByRole('button', { name: w.edit, exact: true })).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  if (withImage) await expect(row.locator('img')).toHaveAttribute('src', /.+/);

  // Edit: the form opens filled; the new name is saved.
  await row.getByRole('button', { name: w.edit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${w.area}/index/product/editpro\\?id=`));
  const nameBox = page.getByRole('textbox', { name: w.name, exact: true });
  await expect(nameBox).toHaveValue(name);
  await nameBox.fill(`${name} v2`);
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page).toHaveURL(list);
  const edited = rowOf(page, `${name} v2`);
  await expect(edited).toBeVisible();

  // Hide it.
  const shown = edited.getByRole('checkbox', { name: w.shown });
  await expect(shown).toBeChecked();
  await shown.click();
  await expectToast(page, w.updated);
  await expect(shown).not.toBeChecked();

  // Delete it, after confirming.
  await edited.getByRole('button', { name: w.more }).click();
  await page.getByRole('menuitem', { name: w.del }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: w.del }).click();
  await expectToast(page, w.deleted);
  await expect(rowOf(page, `${name} v2`)).toHaveCount(0);
}

test.describe('in the Chinese area', () => {
  test.use({ user: 'exhibitor' });

  test('product CRUD in the Chinese area', async ({ page }) => {
    await productCrud(page, zh, 'E2E 桌面机械臂', true);
  });
});

test.describe('in the English area', () => {
  test.use({ user: 'exhibitor.en' });

  test('product CRUD in the English area', async ({ page }) => {
    await productCrud(page, en, 'E2E Desktop Arm', false);
    await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  });
});
