import { test, expect, users, newSession, expectNoSeriousA11yViolations } from './support/fixtures';

// free@acme.example is signed in by no other spec, so throttling it here disturbs nobody.
const account = 'free@acme.example';

test('after five wrong passwords the sign-in form shows the throttle message; the administrator sees the attempts', async ({ page, browser }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await page.getByLabel('Username').fill(account);
  for (let i = 1; i <= 5; i++) {
    await password.fill(`not-the-password-${i}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST');
    await submit.click();
    await answered;
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  }
  await password.fill('demo1234');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-in attempts. Please wait 30 seconds before trying again.');
  await expect(submit).toBeDisabled();
  await expect(page).toHaveURL(/\/login/);
  await expectNoSeriousA11yViolations(page, 'throttled sign-in form');

  // The administrator's sign-in activity screen, reached from the profile panel.
  const admin = await newSession(browser, users.admin);
  const adminPage = await admin.newPage();
  await adminPage.goto('/');
  await adminPage.getByRole('button', { name: 'Profile' }).click();
  await adminPage.getByRole('link', { name: 'Sign-in Activity' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Sign-in activity' })).toBeVisible();
  const rows = adminPage.getByRole('table', { name: 'Sign-in attempts' }).getByRole('row').filter({ hasText: account });
  await expect(rows.filter({ hasText: 'Throttled' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Refused' })).toHaveCount(5);
  await expectNoSeriousA11yViolations(adminPage, 'sign-in activity');
  await admin.close();
});
