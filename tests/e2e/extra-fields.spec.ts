// Extra fields (the company's own fields, seeded: Industry Segment on organizations, Supplier Rating required of
// suppliers only): they show in the Details section and its form, and a required one left empty refuses the save.
import { test, expect, users, apiAdd, apiLogin, uniqueName } from './support/fixtures';
import { chooseOption, detailsRegion, fieldValue, recordHeading } from './support/records';

test.use({ user: users.crm });

test('a required extra field of suppliers refuses the save until it is filled, then shows with the other extras', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Quarry Supplies');
  const id = await apiAdd(crm.token, 'Organization', { name });

  await page.goto(`/organization/${id}/detail-info`);
  await expect(recordHeading(page)).toHaveText(name);
  const details = detailsRegion(page);
  await expect(fieldValue(details, 'Industry Segment')).toBeVisible();
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit organization' });
  await chooseOption(page, form, 'Industry Segment', 'Manufacturing');
  // The rating belongs to suppliers: it appears, required, when the organization becomes one.
  await expect(form.getByRole('radiogroup', { name: /Supplier Rating/ })).toBeHidden();
  // (by keyboard: the form scrolls under the sticky top bar)
  const supplier = form.getByRole('checkbox', { name: 'Supplier', exact: true });
  await supplier.focus();
  await page.keyboard.press('Space');
  await expect(supplier).toBeChecked();
  const rating = form.getByRole('radiogroup', { name: /Supplier Rating/ });
  await expect(rating).toBeVisible();

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Please complete all the required fields').first()).toBeVisible();
  await expect(form).toBeVisible();

  await rating.getByRole('radio', { name: 'B', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(rating.getByRole('radio', { name: 'B', exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item is saved.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(fieldValue(details, 'Industry Segment')).toHaveText('Manufacturing');
  await expect(fieldValue(details, 'Supplier Rating')).toHaveText('B');

  await page.reload();
  await expect(fieldValue(detailsRegion(page), 'Supplier Rating')).toHaveText('B');
});
