// The plan in the browser: a free user meets the padlock and the upgrade pane; a non-administrator asks the
// administrators for a trial; the administrator starts a CRM trial for two users, who then open organizations;
// the trial's end (the api's clock moved) locks them out again; the trial offer's Later and Not interested; the
// survey extends the trial once, and after its end the complete suite is trialed (setup/plan-extension).
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
  // Reached through the trial only, CRM items are promotions: the first one opened shows the upgrade pane, once.
  await page.getByRole('button', { name: 'CRM' }).click();
  await page.getByRole('menuitem', { name: 'Leads' }).click();
  const promotion = page.getByRole('dialog', { name: 'Leads' });
  await expect(promotion.getByText('Keep it: subscribe')).toBeVisible();
  await promotion.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'CRM' }).click();
  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customer/);
  await expect(page.getByRole('dialog')).toBeHidden();
  // The open page may itself hear of the lock and move to the upgrade page while a goto runs: close it first.
  await page.close();

  // The trial's end: the api's clock moves 15 days on; the module answers 426 and the web shows the upgrade page.
  await apiCall(dinesh.token, 'POST', '/api/Test/Clock', { now: new Date(Date.now() + 15 * 24 * 3600 * 1000).toISOString() });
  try {
    expect((await apiCall(dinesh.token, 'GET', '/api/Organization/List')).status).toBe(426);
    const afterEnd = await userContext.newPage();
    await afterEnd.goto('/organization');
    await expect(afterEnd.getByText(UPGRADE).first()).toBeVisible();
  } finally {
    await apiCall(dinesh.token, 'POST', '/api/Test/Clock', { now: null });
  }
  await adminContext.close();
  await userContext.close();
});

test("the trial offer: 'Later' hides it for the session, 'Not interested' for good", async ({ browser }) => {
  // Pied Piper trials CRM now (the test above): Project is still on offer to Dinesh.
  const first = await newSession(browser, 'dinesh@piedpiper.example');
  const page = await first.newPage();
  await page.goto('/');
  const offer = page.getByLabel('Trial offer');
  await expect(offer).toContainText('Try Project free for 14 days.');
  await offer.getByRole('button', { name: 'Later' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByLabel('Trial offer')).toBeHidden();
  await first.close();

  const second = await newSession(browser, 'dinesh@piedpiper.example');
  const again = await second.newPage();
  await again.goto('/');
  await again.getByLabel('Trial offer').getByRole('button', { name: 'Not interested' }).click();
  await expect(again.getByLabel('Trial offer')).toBeHidden();
  await second.close();
  const third = await newSession(browser, 'dinesh@piedpiper.example');
  const later = await third.newPage();
  await later.goto('/');
  await expect(later.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(later.getByLabel('Trial offer')).toBeHidden();
  await third.close();
});

test('the administrator extends the trial with the survey, then after its end trials the complete suite', async ({ browser }) => {
  test.setTimeout(60_000);
  const richard = await apiLogin('admin@piedpiper.example');
  const context = await newSession(browser, 'admin@piedpiper.example');
  const page = await context.newPage();
  await page.goto('/');
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText(/Your CRM trial ends in 1[34] days\./)).toBeVisible();

  await plan.getByRole('button', { name: 'Extend your trial' }).click();
  const survey = page.getByRole('dialog', { name: 'Extend your trial' });
  await survey.getByLabel('What is your role in the company?').fill('CEO');
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(survey.getByRole('alert')).toHaveText('Please complete all survey questions');
  for (const [label, answer] of [
    ['How many people would use the suite?', '3'],
    ['Which features have you tried so far?', 'Organizations'],
    ['What do you still need to evaluate?', 'Reports'],
    ['What would make you subscribe?', 'A good price'],
  ] as const)
    await survey.getByLabel(label).fill(answer);
  await expectNoSeriousA11yViolations(page, 'trial survey');
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(plan.getByText('Your trial has extended')).toBeVisible();
  await expect(plan.getByText(/Your CRM trial ends in 2[78] days\./)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Extend your trial' })).toBeHidden();

  // Past the extended end the CRM trial is over: the complete suite may still be trialed once.
  await apiCall(richard.token, 'POST', '/api/Test/Clock', { now: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString() });
  try {
    // The bff hears that the plan changed through the api's hub: reload until the shell shows the ended trial.
    const already = 'Your company has already trialed CRM extension and a new trial for this extension is not available for your company.';
    await expect(async () => {
      await page.reload();
      await expect(plan.getByText(already)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await plan.getByRole('button', { name: 'Try the Complete Suite free for 14 days' }).click();
    await expect(page).toHaveURL(/\/setup\/plan-extension\?extension=crm$/);
    await expect(page.getByText(/Your company is trying the Complete Suite instead of CRM: 14 days left/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'plan extension');
  } finally {
    await apiCall(richard.token, 'POST', '/api/Test/Clock', { now: null });
  }
  await context.close();
});
