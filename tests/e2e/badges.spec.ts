/**
 * 证件申请 (exinfo/certApply) in Chromium: a real .xlsx built here with exceljs is read by the page
 * (exceljs loaded in the browser on demand), its problems shown row by row, and once the bad rows
 * are removed the people are imported and listed; the uploaded badges export under the badge
 * type's name. The clock stands in mid-January 2027, inside the open badge types' window; the
 * test signs in under that clock so that the session's expiry follows it.
 */
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { expectToast, login } from './support';

/** An 18-character resident ID number with a correct check digit (GB 11643). */
function idNumber(region: string, birth: string, seq: number): string {
  const body = `${region}${birth}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员');
  sheet.addRow(['姓名', '英文姓名', '证件类型', '证件号码', '手机号码', '公司名称', '职位']);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-01-15T10:00:00+08:00'));
  await login(page, '/exhibition/login/alogin', 'exhibitor');
  await expect(page).toHaveURL(/\/exhibition\/index\/home$/);
});

test('badge import: a spreadsheet is checked row by row and imported once its bad rows are gone', async ({ page }) => {
  await page.goto('/exhibition/index/exinfo/certApply');
  await expect(page.getByRole('heading', { level: 1, name: '证件申请' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '「参展商证」的申请' })).toBeVisible();

  const zhou = idNumber('440305', '19920304', 611);
  const lin = idNumber('440106', '19950817', 622);
  const buffer = await workbook([
    ['周建国', 'ZHOU JIANGUO', '居民身份证', zhou, '13912345670', '深圳华展智能科技有限公司', '销售经理'],
    ['林小红', 'LIN XIAOHONG', '', lin, '13812345671', '', '展台接待'],
    ['郑凯', 'ZHENG KAI', '居民身份证', zhou, '13712345672', '', '技术支持'],
    ['何伟', 'HE WEI', '居民身份证', '44030519890121', '13612345673', '', '布展负责人'],
  ]);

  await page.getByRole('button', { name: '批量导入' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('选择 Excel 文件（.xlsx）').setInputFiles({ name: '参展人员.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  const preview = drawer.getByRole('table', { name: '导入预览' });
  await expect(drawer.getByTestId('import-summary')).toHaveText('共 4 人，3 人有问题');
  await expect(preview.getByRole('row').filter({ hasText: '郑凯' })).toContainText('与第 2 行证件号码重复');
  await expect(preview.getByRole('row').filter({ hasText: '何伟' })).toContainText('居民身份证号码应为 18 位');
  await expect(drawer.getByRole('button', { name: '导入 4 人' })).toBeDisabled();

  await drawer.getByRole('button', { name: '删去第 4 行' }).click();
  await drawer.getByRole('button', { name: '删去第 5 行' }).click();
  await expect(drawer.getByTestId('import-summary')).toHaveText('共 2 人，全部可以导入');
  await drawer.getByRole('button', { name: '导入 2 人' }).click();
  await expectToast(page, '已导入 2 人，等待主办方审核');

  const list = page.getByRole('region', { name: '「参展商证」的申请' });
  await expect(list.getByRole('row').filter({ hasText: '周建国' })).toContainText('待审核');
  await expect(list.getByRole('row').filter({ hasText: '林小红' })).toContainText(lin);

  // Still there after a reload (the mock store keeps what was imported).
  await page.reload();
  await expect(page.getByRole('region', { name: '「参展商证」的申请' }).getByRole('row').filter({ hasText: '周建国' })).toBeVisible();
});

test('uploaded badges: the export of one badge type is named after it', async ({ page }) => {
  await page.goto('/exhibition/index/exinfo/certApply?tab=uploaded');
  await page.getByRole('combobox', { name: '证件类型' }).selectOption({ label: '布展证' });
  await expect(page).toHaveURL(/cardTypeId=/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出证件' }).click();
  expect((await download).suggestedFilename()).toBe('布展证.xlsx');
});
