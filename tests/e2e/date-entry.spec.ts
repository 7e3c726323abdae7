// Date and time fields typed in the user's format (the demo users' MM/dd/yyyy and h:mm a, working 9:00–17:00 on
// weekdays): the current day reads "Today", a date without a time takes the start or end of that working day, date
// arrows step a day and time arrows half an hour.
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { detailsRegion, fieldValue, openSection, summaryPanel } from './support/records';

test.use({ user: users.crm });

test('a date typed in the user\'s format, stepped with the arrows, saved and shown; today reads "Today"', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Dated deal');
  const id = await apiAdd(crm.token, 'Opportunity', { name, stage: 'Prospecting' });
  await page.goto(`/opportunity/${id}/detail-info`);
  await detailsRegion(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit opportunity' });
  const closeDate = form.getByRole('textbox', { name: 'Close Date' });

  await closeDate.fill('5/7/31');
  await closeDate.press('Tab');
  await expect(closeDate).toHaveValue('05/07/2031');
  await closeDate.press('ArrowUp');
  await expect(closeDate).toHaveValue('05/08/2031');
  await form.getByRole('button', { name: 'Previous day' }).click();
  await form.getByRole('button', { name: 'Previous day' }).click();
  await expect(closeDate).toHaveValue('05/06/2031');
  await closeDate.fill('31/31/2031');
  await expect(closeDate).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter the date as MM/dd/yyyy')).toBeVisible();
  await closeDate.fill('05/06/2031');
  await expectNoSeriousA11yViolations(page, 'date entry');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(fieldValue(detailsRegion(page), 'Close Date')).toHaveText('May 6, 2031');

  await detailsRegion(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await closeDate.fill('today');
  await closeDate.press('Tab');
  await expect(closeDate).toHaveValue('Today');
});

test("a start and an end typed without a time take the working day's start and end; time arrows step 30 minutes", async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Timed deal');
  const id = await apiAdd(crm.token, 'Opportunity', { name, stage: 'Prospecting' });
  await page.goto(`/opportunity/${id}/detail-info`);
  await summaryPanel(page).getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Event', exact: true }).click();
  const pane = page.getByRole('dialog', { name: 'New Event' });
  const start = pane.getByRole('textbox', { name: 'Start', exact: true });
  const end = pane.getByRole('textbox', { name: 'End', exact: true });

  // 19 May 2031 is a Monday (9:00–17:00).
  await start.fill('05/19/2031');
  await start.press('Tab');
  await expect(start).toHaveValue('05/19/2031 9:00 AM');
  await end.fill('05/19/2031');
  await end.press('Tab');
  await expect(end).toHaveValue('05/19/2031 5:00 PM');
  await start.press('ArrowUp');
  await expect(start).toHaveValue('05/19/2031 9:30 AM');
  await pane.getByRole('button', { name: '30 minutes later' }).first().click();
  await expect(start).toHaveValue('05/19/2031 10:00 AM');
  await start.press('PageUp');
  await expect(start).toHaveValue('05/20/2031 10:00 AM');
  await start.fill('05/19/2031 10:00 am');

  const subject = uniqueName('Timed meeting');
  await pane.getByLabel('Subject').fill(subject);
  await pane.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pane).toBeHidden();
  await openSection(page, 'Events');
  const events = page.getByRole('region', { name: 'Events (1)', exact: true });
  await expect(events.getByRole('link', { name: subject })).toBeVisible();
});
