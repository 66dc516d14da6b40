import { expect, test } from './fixtures';
import { expectToast } from './support';

/**
 * 活动直播 (activity/act-live) in the Chinese exhibitor area: a member added to the channel of the
 * demo company's approved live (…0001 "华展智能 2027 新品发布会", channel 3958471) is in the members
 * list, also after a reload (the mock store keeps it), and can be deleted again.
 */
test.use({ user: 'exhibitor' });

const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';

test('live management: a member added to the channel stays in the list after a reload and is deleted', async ({ page }) => {
  await page.goto(`/exhibition/index/activity/act-live?activityId=${LAUNCH}&tab=members`);
  await expect(page.getByRole('heading', { level: 1, name: '活动直播' })).toBeVisible();
  const members = page.getByRole('table', { name: '频道成员' });
  await expect(members).toBeVisible();
  await expect(members.getByText('李嘉宾')).toHaveCount(0);

  await page.getByRole('button', { name: '添加成员' }).click();
  const drawer = page.getByRole('dialog', { name: '添加成员' });
  await drawer.getByRole('textbox', { name: '昵称' }).fill('李嘉宾');
  await drawer.getByLabel('登录密码').fill('secret123');
  await drawer.getByRole('combobox', { name: '角色' }).selectOption('guest');
  await drawer.getByText('聊天审核', { exact: true }).click();
  await drawer.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, '保存成功');

  const row = members.getByRole('row').filter({ hasText: '李嘉宾' });
  await expect(row).toContainText('嘉宾');
  await expect(row).toContainText('聊天审核');
  await expect(row).toContainText(/3958471\d{3}/);

  await page.reload();
  await expect(page.getByRole('table', { name: '频道成员' }).getByRole('row').filter({ hasText: '李嘉宾' })).toBeVisible();
  await expect(page).toHaveURL(/tab=members/);

  const again = page.getByRole('table', { name: '频道成员' }).getByRole('row').filter({ hasText: '李嘉宾' });
  await again.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除', exact: true }).click();
  await expectToast(page, '成员已删除');
  await expect(page.getByRole('table', { name: '频道成员' }).getByText('李嘉宾')).toHaveCount(0);
});
