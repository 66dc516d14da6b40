/**
 * 会刊信息 (exinfo/catalogue) in Chromium, in both languages: a change of the approved catalogue
 * entry is submitted as a change request; its history page shows it waiting for review with the
 * changed field, old and new, and the form waits read-only; after a reload the request is still there.
 */
import { expect, test } from './fixtures';

test.use({ user: 'exhibitor' });

const cases = [
  { lang: 'Chinese', area: '/exhibition', contact: '联系人', submit: '提交变更申请', history: '会刊变更', pending: '待审核' },
  { lang: 'English', area: '/exhibitionEn', contact: 'Contact person', submit: 'Submit change request', history: 'Catalogue changes', pending: 'Pending review' },
];

for (const c of cases) {
  test(`catalogue change request in ${c.lang}: submitted, listed as pending with what changed, kept after a reload`, async ({ page }) => {
    await page.goto(`${c.area}/index/exinfo/catalogue`);
    const contact = page.getByRole('textbox', { name: c.contact, exact: true });
    await expect(contact).toBeEnabled();
    const before = await contact.inputValue();
    await contact.fill('周小川');
    await page.getByRole('button', { name: c.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${c.area}/index/exinfo/catalogue-alter`));
    await expect(page.getByRole('heading', { name: c.history })).toBeVisible();
    const record = page.getByTestId('change-record');
    await expect(record.getByText(c.pending)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: c.contact, exact: true }) });
    await expect(row).toContainText(before);
    await expect(row).toContainText('周小川');

    await page.reload();
    await expect(page.getByTestId('change-record').getByText(c.pending)).toBeVisible();
  });
}
