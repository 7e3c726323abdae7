import { test, expect, signIn, apiLogin, apiCall, apiAdd, expectNoSeriousA11yViolations } from './support/fixtures';

test('a notification created through the api appears live in the bell without reload', async ({ page }) => {
  const crm = await apiLogin('crm@acme.example');
  const admin = await apiLogin('admin@acme.example');
  // Start from a known state: no notifications for the crm user.
  expect((await apiCall(crm.token, 'DELETE', '/api/Notification/DeleteAll')).status).toBe(200);

  await signIn(page, 'crm@acme.example');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(bell).not.toContainText(/[1-9]/);
  // Give the subscription a moment to be established over graphql-ws before the event is raised.
  await page.waitForTimeout(500);

  // Giving the crm user an organization notifies them (users notify each other only through such actions).
  const name = `Quarterly review assigned ${Date.now() % 100000}`;
  const orgId = await apiAdd(admin.token, 'Organization', { name, ownerId: crm.userId });

  await expect(bell).toContainText('1');
  // The new-notification banner shows it at once, and the panel lists it; both link to the record's own page on this
  // site, built from the catalogue.
  const href = `/organization/detail/${orgId}`;
  await expect(page.getByTestId('live-banner').getByRole('link', { name })).toHaveAttribute('href', href);
  await bell.click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name })).toHaveAttribute('href', href);
  await expectNoSeriousA11yViolations(page, 'notification panel');
});

test('the bell badge is capped at 20', async ({ page }) => {
  const crm = await apiLogin('crm@acme.example');
  const admin = await apiLogin('admin@acme.example');
  await apiCall(crm.token, 'DELETE', '/api/Notification/DeleteAll');
  for (let i = 0; i < 23; i++) {
    await apiAdd(admin.token, 'Organization', { name: `Bulk ${i} ${Date.now() % 100000}`, ownerId: crm.userId });
  }
  await signIn(page, 'crm@acme.example');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toContainText('20');
  await expect(page.getByRole('button', { name: /^Notifications/ })).not.toContainText('23');
});
