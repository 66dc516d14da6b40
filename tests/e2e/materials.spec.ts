import { expect, test } from './fixtures';
import { expectToast } from './support';

test.use({ user: 'exhibitor' });


test('an exhibitor moves two photos of one album into another and finds them there', async ({ page }) => {
  await page.goto('/exhibition/index/material/photo/group');
  await expect(page.getByRole('heading', { name: '图片分组' })).toBeVisible();

  await page.getByRole('button', { name: '打开分组「2025 展位实拍」' }).click();
  await expect(page).toHaveURL(/\/material\/photo\/group\?albumId=/);
  await expect(page.getByRole('heading', { name: '2025 展位实拍' })).toBeVisible();
  const tiles = page.getByRole('list', { name: '图片列表' }).getByTestId('photo-tile');
  await expect(tiles).toHaveCount(10);

  // Each tile's check box sits over the photo's top left corner.
  const tile = (name: string) => page.getByTestId('photo-tile').filter({ has: page.getByRole('img', { name, exact: true }) });
  await tile('客户参观合影').locator('[data-part="control"]').click();
  await tile('媒体采访现场').locator('[data-part="control"]').click();
  await expect(page.getByRole('checkbox', { name: '选择「客户参观合影」' })).toBeChecked();
  await expect(page.getByText('已选择 2 张')).toBeVisible();
  await page.getByRole('button', { name: '移动到分组' }).click();
  const picker = page.getByRole('dialog', { name: '移动到分组' });
  await expect(picker).toContainText('把 2 张图片移动到：');
  await picker.getByRole('button', { name: /产品细节图/ }).click();
  await expectToast(page, '已将 2 张图片移动到「产品细节图」');
  await expect(tiles).toHaveCount(8);
  await expect(page.getByRole('img', { name: '客户参观合影' })).toHaveCount(0);

  await page.getByRole('button', { name: '全部分组' }).click();
  await expect(page.getByTestId('album-card').filter({ hasText: '产品细节图' })).toContainText('10 张');
  await page.getByRole('button', { name: '打开分组「产品细节图」' }).click();
  await expect(page.getByRole('heading', { name: '产品细节图' })).toBeVisible();
  await expect(tiles).toHaveCount(10);
  await expect(page.getByRole('img', { name: '客户参观合影' })).toBeVisible();
  await expect(page.getByRole('img', { name: '媒体采访现场' })).toBeVisible();

  // Still there after a reload: the mock back end keeps the move.
  await page.reload();
  await expect(page.getByRole('img', { name: '客户参观合影' })).toBeVisible();
});

test('in the photo library, clicking anywhere on an album (its name too) opens it; its menu still opens the menu', async ({ page }) => {
  await page.goto('/exhibition/index/photo?tab=albums');
  const card = page.getByTestId('album-card').filter({ hasText: '2025 展位实拍' });
  // The album's menu opens its menu, not the album.
  await card.getByRole('button', { name: '分组「2025 展位实拍」的操作' }).click();
  await expect(page.getByRole('menuitem', { name: '重命名' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/tab=albums$/);

  // A real click where the name is drawn (the card's open button lies over the whole card).
  const name = (await card.getByText('2025 展位实拍', { exact: true }).boundingBox())!;
  await page.mouse.click(name.x + name.width / 2, name.y + name.height / 2);
  await expect(page).toHaveURL(/\/photo\?tab=albums&albumId=/);
  await expect(page.getByRole('heading', { name: '2025 展位实拍' })).toBeVisible();
  await expect(page.getByRole('list', { name: '图片列表' }).getByTestId('photo-tile')).toHaveCount(10);
});

test.describe('in the English area', () => {
  test.use({ user: 'exhibitor.en' });

  test('an English exhibitor publishes a supply posting and finds it in the list', async ({ page }) => {
    await page.goto('/exhibitionEn/index/release');
    await expect(page.getByRole('heading', { name: 'Supply & demand posts' })).toBeVisible();
    await page.getByRole('button', { name: 'New supply or demand posting' }).first().click();
    await expect(page).toHaveURL(/\/exhibitionEn\/index\/release-new$/);
    await expect(page.getByRole('heading', { name: 'New supply or demand posting' })).toBeVisible();

    const title = 'Distributors wanted for CNC retrofit kits';
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const releaseType = page.getByRole('combobox', { name: 'Release type' });
    await expect(releaseType.getByRole('option', { name: 'Distributors Wanted' })).toBeAttached();
    await releaseType.selectOption({ label: 'Distributors Wanted' });
    await expect(page.getByRole('combobox', { name: 'Kind', exact: true })).toHaveValue('1');
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Anna Schmidt');
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await expectToast(page, 'Saved');
    await expect(page).toHaveURL(/\/exhibitionEn\/index\/release(\?|$)/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Supply');
    await expect(row).toContainText('Distributors Wanted');
    await expect(row).toContainText('Pending review');
  });
});
