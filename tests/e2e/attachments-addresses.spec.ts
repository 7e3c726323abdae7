// Attachments on a record (upload, size, download of the same bytes, delete) and the address sub-form of a
// party (country decides the province list and the labels), as a sales user does it in the browser.
import { readFile } from 'node:fs/promises';
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { chooseOption, detailsRegion, openSection, recordHeading } from './support/records';

test.use({ user: users.crm });

test('upload a file to an organization, see its size, download the same bytes, then delete it', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Attachment Works');
  const id = await apiAdd(crm.token, 'Organization', { name });
  // 1.5 KB of text: the spec shows sizes as KB, MB or GB with one decimal.
  const bytes = Buffer.from('Quarterly notes. '.repeat(96).slice(0, 1536));

  await page.goto(`/organization/detail/${id}`);
  await expect(recordHeading(page)).toHaveText(name);
  await openSection(page, 'Attachments');
  const section = page.getByRole('region', { name: 'Attachments (0)' });
  await expect(section.getByText('No attachments yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'attachments section (empty)');

  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: bytes });
  await expect(page.getByText('Attachment is uploaded.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Attachments' });
  const row = table.getByRole('row', { name: /notes\.txt/ });
  await expect(row.getByRole('cell').first()).toHaveText('1.5 KB');
  await expect(row).toContainText('Carl Reyes');
  await expect(page.getByRole('heading', { level: 2, name: 'Attachments (1)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'attachments section');

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download notes.txt' }).click()]);
  expect(download.suggestedFilename()).toBe('notes.txt');
  expect((await readFile(await download.path())).equals(bytes)).toBe(true);

  // The view link opens through the bff with the user's session.
  const view = await page.request.get(await row.getByRole('link', { name: 'notes.txt', exact: true }).getAttribute('href').then((h) => h!));
  expect(view.status()).toBe(200);
  expect(view.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await view.body()).equals(bytes)).toBe(true);

  await row.getByRole('button', { name: 'Delete notes.txt' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this attachment?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Attachment has been deleted.')).toBeVisible();
  await expect(table.getByRole('row', { name: /notes\.txt/ })).toHaveCount(0);
});

test('add an address with a province on an organization and see it on the detail page', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Address Works');
  const id = await apiAdd(crm.token, 'Organization', { name });

  await page.goto(`/organization/${id}/detail-info`);
  const details = detailsRegion(page);
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit organization' });
  const address = form.getByRole('group', { name: 'Address 1' });
  await address.getByRole('textbox', { name: 'Street', exact: true }).fill('100 King St W');
  await address.getByRole('textbox', { name: 'City', exact: true }).fill('Toronto');

  // The country decides the province list and the labels.
  await chooseOption(page, address, 'Country', 'United States');
  await expect(address.getByRole('button', { name: /State$/ })).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'ZIP code', exact: true })).toBeVisible();
  await chooseOption(page, address, 'Country', 'Canada');
  await chooseOption(page, address, 'Province', 'Ontario');
  await address.getByRole('textbox', { name: 'Postal code', exact: true }).fill('M5X 1A9');
  await expect(address.getByRole('button', { name: 'Remove address 1' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'organization detail-info form with addresses');

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item is saved.')).toBeVisible();
  await expect(form).toBeHidden();
  const addresses = details.getByRole('list', { name: 'Addresses' });
  await expect(addresses).toContainText('100 King St W, Toronto, ON, M5X 1A9, Canada (primary)');

  await page.reload();
  await expect(detailsRegion(page).getByRole('list', { name: 'Addresses' })).toContainText('Toronto, ON, M5X 1A9, Canada');
  await expectNoSeriousA11yViolations(page, 'organization detail-info with an address');
});
