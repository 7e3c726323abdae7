// The plan in the browser: a free user meets the padlock and the upgrade pane; a non-administrator asks the
// administrators for a trial; the administrator starts a CRM trial for two users, who then open organizations;
// the trial's end (the api's clock moved) locks them out again.
import { test, expect, apiCall, apiLogin, expectNoSeriousA11yViolations, newSession } from './support/fixtures';

const UPGRADE = 'This feature is not available at your subscription level.';

test('a free user meets the padlock and the upgrade pane', async ({ browser }) => {
  const context = await newSession(browser, 'free@acme.example');
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: /Projects/ }).click();
  await page.getByRole('menuitem', { name: /Project Amendments \(locked\)|Project Amendments/ }).click();
  const pane = page.getByRole('dialog');
  await expect(pane.getByText('Available with the Project extension or the Complete Suite')).toBeVisible();
  await expect(pane.getByText(UPGRADE)).toBeVisible();
  await expect(pane.getByText('Click on the padlock to try it for free for 14 days.')).toBeVisible();
  await expect(pane.getByRole('link', { name: 'Try it free for 14 days' })).toHaveAttribute('href', '/home/activate-trial?role=project');
  await expectNoSeriousA11yViolations(page, 'upgrade pane');
  await context.close();
});

test('a non-administrator sends a notify-admin request', async ({ browser }) => {
  const context = await newSession(browser, 'gilfoyle@piedpiper.example');
  const page = await context.newPage();
  await page.goto('/home/activate-trial?role=crm');
  await expect(page.getByText(/Only System Administrator can initiate the trial/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'notify admin pane');
  await page.getByRole('button', { name: 'Notify admin' }).click();
  await expect(page.getByRole('status')).toHaveText('Your request has been sent to your system administrator');
  await context.close();
});

test('the administrator starts a crm trial for two users, who open organizations until the trial ends', async ({ browser }) => {
  test.setTimeout(90_000);
  const dinesh = await apiLogin('dinesh@piedpiper.example');
  expect((await apiCall(dinesh.token, 'GET', '/api/Organization/List')).status).toBe(426);

  const adminContext = await newSession(browser, 'admin@piedpiper.example');
  const admin = await adminContext.newPage();
  await admin.goto('/home/activate-trial?role=crm');
  await expect(admin.getByRole('heading', { name: 'Try CRM free for 14 days' })).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Access for Dinesh Chugtai' }).focus();
  await admin.keyboard.press('Space');
  await admin.getByRole('checkbox', { name: 'Sales person: Bertram Gilfoyle' }).focus();
  await admin.keyboard.press('Space');
  await expect(admin.getByRole('checkbox', { name: 'Sales person: Bertram Gilfoyle' })).toBeChecked();
  // Either sales role implies access; they exclude each other.
  await expect(admin.getByRole('checkbox', { name: 'Access for Bertram Gilfoyle' })).toBeChecked();
  await admin.getByRole('checkbox', { name: 'Sales manager: Bertram Gilfoyle' }).focus();
  await admin.keyboard.press('Space');
  await expect(admin.getByRole('checkbox', { name: 'Sales person: Bertram Gilfoyle' })).not.toBeChecked();
  await expect(admin.getByText('2 users × 25 = 50 per month')).toBeVisible();
  await admin.getByRole('button', { name: 'Start trial' }).click();
  await expect(admin).toHaveURL(/\/$/);

  const userContext = await newSession(browser, 'dinesh@piedpiper.example');
  const page = await userContext.newPage();
  await page.goto('/organization');
  await expect(page.getByText('Raviga Capital')).toBeVisible();

  // The trial's end: the api's clock moves 15 days on; the module answers 426 and the web shows the upgrade page.
  await apiCall(dinesh.token, 'POST', '/api/Test/Clock', { now: new Date(Date.now() + 15 * 24 * 3600 * 1000).toISOString() });
  try {
    expect((await apiCall(dinesh.token, 'GET', '/api/Organization/List')).status).toBe(426);
    await page.goto('/organization');
    await expect(page.getByText(UPGRADE).first()).toBeVisible();
  } finally {
    await apiCall(dinesh.token, 'POST', '/api/Test/Clock', { now: null });
  }
  await adminContext.close();
  await userContext.close();
});
