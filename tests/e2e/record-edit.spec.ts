// Editing any record: in place on its detail-info section, and in the edit pane of the summary panel.
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { chooseOption, detailsRegion, expectDetailUrl, fieldValue, openSection, recordHeading, summaryPanel } from './support/records';

test.use({ user: users.crm });

test('an opportunity edited in detail-info and in the edit pane keeps its values after reload', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Harbor crane retrofit');
  const id = await apiAdd(crm.token, 'Opportunity', { name, stage: 'Prospecting' });

  await page.goto(`/opportunity/detail/${id}`);
  await expectDetailUrl(page, 'opportunity', 'updates');
  await expect(recordHeading(page)).toHaveText(name);

  // In place: the Details section turns into a form; only what changed is sent.
  await openSection(page, 'Details');
  const details = detailsRegion(page);
  await expect(fieldValue(details, 'Stage')).toHaveText('Prospecting');
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit opportunity' });
  const renamed = `${name} phase 2`;
  await form.getByLabel('Opportunity Name').fill(renamed);
  await chooseOption(page, form, 'Stage', 'Negotiation');
  await expectNoSeriousA11yViolations(page, 'opportunity detail-info form');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item is saved.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(fieldValue(details, 'Stage')).toHaveText('Negotiation');
  await expect(recordHeading(page)).toHaveText(renamed);

  // The edit pane of the summary panel.
  await summaryPanel(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const pane = page.getByRole('dialog', { name: 'Edit Opportunity' });
  await expect(pane.getByLabel('Opportunity Name')).toHaveValue(renamed);
  const amount = pane.getByLabel('Amount');
  await amount.fill('48250');
  await amount.press('Tab');
  await pane.getByLabel('Close Date').fill('2031-05-17');
  await expectNoSeriousA11yViolations(page, 'opportunity edit pane');
  await pane.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pane).toBeHidden();
  await expect(fieldValue(details, 'Amount')).toContainText('48,250.00');

  await page.reload();
  await expect(recordHeading(page)).toHaveText(renamed);
  const reloaded = detailsRegion(page);
  await expect(fieldValue(reloaded, 'Stage')).toHaveText('Negotiation');
  await expect(fieldValue(reloaded, 'Amount')).toContainText('48,250.00');
  await expect(fieldValue(reloaded, 'Close Date')).toHaveText('May 17, 2031');
});

test('detail-info asks before leaving with unsaved changes, and Stay keeps the typed value', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Dockside lighting');
  const id = await apiAdd(crm.token, 'Opportunity', { name, stage: 'Qualification' });
  await page.goto(`/opportunity/${id}/detail-info`);
  await detailsRegion(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit opportunity' });
  await form.getByLabel('Opportunity Name').fill(`${name} (draft)`);

  await openSection(page, 'History');
  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/detail-info$/);
  await expect(form.getByLabel('Opportunity Name')).toHaveValue(`${name} (draft)`);
});

test('with an edit pane open over a dirty detail-info form, navigation is held silently; closed, the form asks', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Held navigation');
  const id = await apiAdd(crm.token, 'Opportunity', { name, stage: 'Qualification' });
  // Reached inside the app, so Back stays in it.
  await page.goto(`/opportunity/${id}/history`);
  await openSection(page, 'Details');
  await detailsRegion(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit opportunity' });
  await form.getByLabel('Opportunity Name').fill(`${name} (draft)`);

  // A pane on screen holds Back without a prompt (one app-level blocker serves both).
  await summaryPanel(page).getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Task', exact: true }).click();
  const pane = page.getByRole('dialog', { name: 'New Task' });
  await expect(pane).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/detail-info$/);
  await expect(pane).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await pane.getByRole('button', { name: 'Cancel' }).click();
  await expect(pane).toBeHidden();

  // Without the pane the dirty form asks; Leave goes on.
  await page.goBack();
  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/history$/);
});
