import { test, expect, signIn, expectNoSeriousA11yViolations } from './support/fixtures';
import { e2eBaseUrl } from './support/ports';

test('an administrator confirms a yearly subscription for three users and sees the total', async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await page.goto('/home/confirm-subscription?role=crm');
  const section = page.getByRole('list', { name: 'CRM users' });
  await expect(section).toBeVisible();

  // The seeded plan gives the four paid demo users a CRM seat: keep three of them.
  await section.locator('label', { hasText: 'Sam Ortiz' }).click();
  await expect(section.getByRole('checkbox', { name: /Sam Ortiz/ })).not.toBeChecked();
  await expect(page.getByTestId('subscription-total')).toHaveText('$75');
  await page.locator('label', { hasText: 'Yearly' }).click();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByText('$17 per user per month, billed yearly ($250 per user)')).toBeVisible();
  await expect(page.getByTestId('subscription-total')).toHaveText('$750');

  // Billing details are required before anything is sent.
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete all required fields' })).toBeVisible();

  for (const [label, value] of [
    ['First name', 'Alice'],
    ['Last name', 'Adams'],
    ['Street', '1 Main St'],
    ['City', 'Springfield'],
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM/YY)', '12/39'],
    ['Verification code', '123'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await expectNoSeriousA11yViolations(page, 'confirm subscription');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Your trial has been confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an API token created in setup works from a GraphQL client, once shown', async ({ page }) => {
  await signIn(page, 'crm@acme.example');
  await page.goto('/setup/integration');
  await page.getByLabel('Token name').fill('Reporting script');
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.getByTestId('new-api-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^api_/);
  await expect(page.getByRole('table', { name: 'Your API tokens' }).getByRole('rowheader', { name: 'Reporting script' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'integrations');

  // An integrator's GraphQL client: a plain fetch with the bearer token and no cookie.
  const ask = () =>
    fetch(`${e2eBaseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    }).then((r) => r.json() as Promise<{ data?: { viewer: { username: string } | null } }>);
  expect((await ask()).data?.viewer?.username).toBe('crm@acme.example');

  // The token is not shown again after a reload; revoking it ends it at once.
  await page.reload();
  await expect(page.getByTestId('new-api-token')).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke Reporting script' }).click();
  await expect(page.getByRole('rowheader', { name: 'Reporting script' })).toHaveCount(0);
  expect((await ask()).data?.viewer ?? null).toBeNull();
});
