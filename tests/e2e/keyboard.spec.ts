import { test, expect, password } from './support/fixtures';

// Staff use the app all day: the main path must work without a mouse.
test('sign in, reach an organization and open its edit pane with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type('crm@acme.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  // Tab through the top bar until the Organizations link has focus, then follow it.
  const organizations = page.getByRole('navigation').getByRole('link', { name: 'Organizations' }).first();
  for (let i = 0; i < 15 && !(await organizations.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(organizations).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organization$/);

  // The previous page stays on screen until the list has loaded (a transition): wait for the table.
  const firstRow = page.getByRole('table', { name: 'Organizations' }).getByRole('link').first();
  await firstRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organization\/detail\//);

  const edit = page.getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog, and Escape closes a pristine pane.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});
