// The shell's home panels (issue 11): quick add, the onboarding checklist, and a reminder arriving live.
import { test, expect, users, apiCall, apiLogin, uniqueName } from './support/fixtures';

test.use({ user: users.crm });

test('quick add: "Add New" opens the organization edit pane and saves one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add New' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New' });
  await expect(panel.getByRole('button', { name: 'Task' })).toBeVisible();
  await panel.getByRole('button', { name: 'Organization', exact: true }).click();
  const pane = page.getByRole('dialog', { name: 'New Organization' });
  await expect(pane).toBeVisible();
  const name = uniqueName('Quick added');
  await pane.getByLabel('Organization Name').fill(name);
  await pane.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('the onboarding checklist: complete an item, a section, reset it', async ({ page }) => {
  const crm = await apiLogin('crm@acme.example');
  await apiCall(crm.token, 'POST', '/api/UserDashboard/OnboardReset?feature=free');
  await page.goto('/?onboarding');
  const center = page.getByRole('region', { name: 'Learning Center' });
  await expect(center.getByRole('tab', { name: 'Free' })).toHaveAttribute('aria-selected', 'true');
  const day = center.getByRole('region', { name: 'Organise your day' });
  await expect(day).toContainText('0 of 3 done');
  await day.getByRole('checkbox').first().click();
  await expect(day).toContainText('1 of 3 done');
  await day.getByRole('button', { name: 'Complete section' }).click();
  await expect(day).toContainText('3 of 3 done');
  await day.getByRole('button', { name: 'Reset section' }).click();
  await expect(day).toContainText('0 of 3 done');
  await center.getByRole('tab', { name: 'CRM' }).click();
  await expect(center.getByRole('region', { name: 'Customers' })).toBeVisible();
});

test('a reminder arrives live: the banner shows it', async ({ page }) => {
  const crm = await apiLogin('crm@acme.example');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  // The reminder is set a moment ahead; it arrives through reminderDue when due.
  await page.waitForTimeout(500);
  const name = uniqueName('Call the bank');
  const added = await apiCall(crm.token, 'POST', '/api/Reminder/Add', {
    name,
    content: 'now',
    remindAt: new Date(Date.now() + 1_500).toISOString(),
  });
  expect(added.status).toBe(200);
  const banner = page.getByTestId('live-banner');
  await expect(banner).toContainText(name, { timeout: 15_000 });
  await expect(banner).toContainText('Reminder');
});
