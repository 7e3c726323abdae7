import { test, expect, signIn, users } from './support/fixtures';

test('a session ended elsewhere takes the open page to the sign-in form at once', async ({ page }) => {
  // A session of its own (the form), not the shared one other specs use.
  await signIn(page, users.project);
  await page.goto('/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  // The page's live connection is open (the bell subscribes); end the session from outside the page.
  await page.waitForTimeout(500);
  const out = await page.request.post('/graphql', { data: { query: 'mutation { logout { success } }' } });
  expect(((await out.json()) as { data: { logout: { success: boolean } } }).data.logout.success).toBe(true);
  // No click, no reload: the closed socket (4401) sends the page to the sign-in form, keeping where it was.
  await expect(page).toHaveURL(/\/login\?next=%2Forganization/, { timeout: 3_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
