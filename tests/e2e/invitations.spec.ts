import { test, expect, users, uniqueName } from './support/fixtures';
import { e2eApiUrl } from './support/ports';

test.use({ user: users.admin });

/** The newest invitation link mailed to `email` (the test harness's recording mailer, `GET /api/Test/Mail`). */
async function invitationPath(email: string): Promise<string> {
  const res = await fetch(`${e2eApiUrl}/api/Test/Mail?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const path = messages.at(-1)?.text.match(/\/authentication\/set-password\?token=[\w%.-]+/)?.[0];
  expect(path, `invitation mailed to ${email}`).toBeTruthy();
  return path!;
}

test('an administrator invites a user, who sets a password from the mailed link and lands on home', async ({ page, browser }) => {
  const first = uniqueName('Ivy').replace(/\s+/g, '');
  const email = `${first.toLowerCase()}@acme.example`;
  await page.goto('/setup/user');
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill('Invited');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Invite' }).click();
  // until the user sets a password, the administrator may send the invitation again
  const resend = page.getByRole('button', { name: `Resend invitation to ${first} Invited` });
  await expect(resend).toBeVisible();
  await resend.click();
  await expect(page.getByText('Invitation is sent')).toBeVisible();

  const path = await invitationPath(email);
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invited = await visitor.newPage();
  await invited.goto(path);
  await expect(invited.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(invited.getByText(email)).toBeVisible();
  await invited.locator('input[name="password"]').fill('short');
  await invited.locator('input[name="confirm"]').fill('short');
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByText('The new password must have at least 8 characters')).toBeVisible();
  await invited.locator('input[name="password"]').fill('a-new-pass-1');
  await invited.locator('input[name="confirm"]').fill('a-new-pass-1');
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByRole('region', { name: 'Home lists' })).toBeVisible();
  await expect(invited).toHaveURL(/\/$/);

  // the link was single use
  await invited.goto(path);
  await expect(invited.getByText('This invitation is not valid or has expired. Ask your administrator to send it again.')).toBeVisible();
  await visitor.close();
});
