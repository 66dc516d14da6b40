/**
 * 会刊信息 (exinfo/catalogue) in Chromium, in English (the Chinese request goes through the
 * organiser's review in review.spec.ts): the approved catalogue entry has a
 * change request waiting for review, so the form is read-only and leads to the request; the request
 * is edited (the contact changed) and submitted again; its history shows it pending with the
 * changed field, old and new, also after a reload.
 */
import { expect, test } from './fixtures';

test.use({ user: 'exhibitor' });

const cases = [
  { lang: 'English', area: '/exhibitionEn', contact: 'Contact person', edit: 'Edit the change request', editing: 'Edit catalogue change', submit: 'Submit change request', history: 'Catalogue changes', pending: 'Pending review' },
];

for (const c of cases) {
  test(`catalogue change request in ${c.lang}: submitted, listed as pending with what changed, kept after a reload`, async ({ page }) => {
    await page.goto(`${c.area}/index/exinfo/catalogue`);
    const contact = page.getByRole('textbox', { name: c.contact, exact: true });
    await expect(contact).toBeDisabled();
    const before = await contact.inputValue();
    await page.getByRole('link', { name: c.edit }).click();
    await expect(page.getByRole('heading', { name: c.editing })).toBeVisible();
    await expect(contact).toBeEnabled();
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
