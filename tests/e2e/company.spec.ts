import { expect, test } from './fixtures';
import { expectToast } from './support';

test.use({ user: 'exhibitor' });

const EXPO_2027 = '2027 深圳国际智能制造博览会';
const EXPO_2025 = '2025 深圳国际智能制造博览会';


test('company info: an edit is saved and still there after a reload', async ({ page }) => {
  await page.goto('/exhibition/index/companyInfo');

  const name = page.getByRole('textbox', { name: '企业名称' });
  await expect(name).toHaveValue('深圳华展智能科技有限公司');
  await page.getByRole('textbox', { name: '企业简称' }).fill('华展智能 E2E');
  await page.getByRole('textbox', { name: '联系人', exact: true }).fill('周小川');
  await page.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await page.getByRole('combobox', { name: '城市' }).selectOption('杭州市');
  await page.getByRole('combobox', { name: '区县' }).selectOption('西湖区');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, '保存成功');

  await page.reload();
  await expect(page.getByRole('textbox', { name: '企业简称' })).toHaveValue('华展智能 E2E');
  await expect(page.getByRole('textbox', { name: '联系人', exact: true })).toHaveValue('周小川');
  await expect(page.getByRole('combobox', { name: '省份' })).toHaveValue('浙江省');
  await expect(page.getByRole('combobox', { name: '城市' })).toHaveValue('杭州市');
  await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('西湖区');
});

test('home: switching the default join changes the current exhibition, also after a reload', async ({ page }) => {
  await page.goto('/exhibition/index/home');
  await expect(page.getByTestId('current-exhibition')).toContainText(EXPO_2027);
  await expect(page.getByTestId('countdown')).toHaveText(/^\d{2,} 天 \d{2} 时 \d{2} 分 \d{2} 秒$/);

  await page.getByRole('button', { name: `将「${EXPO_2025}」设为默认展会` }).click();
  await expectToast(page, `已切换到「${EXPO_2025}」`);
  await expect(page.getByTestId('current-exhibition')).toContainText(EXPO_2025);
  await expect(page.getByTestId('home-exhibition-name')).toHaveText(EXPO_2025);
  await expect(page.getByTestId('countdown')).toHaveText('已结束');

  await page.reload();
  await expect(page.getByTestId('current-exhibition')).toContainText(EXPO_2025);
  await expect(page.getByTestId('home-joins').getByText('当前默认')).toBeVisible();
});
