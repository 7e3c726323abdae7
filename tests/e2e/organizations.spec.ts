import { test, expect, signIn, expectNoSeriousA11yViolations } from './support/fixtures';

test('a crm user signs in, edits an organization name, sees it saved after reload, and logs out', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page, 'login');

  await signIn(page, 'crm@acme.example');
  await expectNoSeriousA11yViolations(page, 'home');

  await page.getByRole('navigation').getByRole('link', { name: 'Organizations' }).first().click();
  await expect(page).toHaveURL(/\/organization$/);
  // The previous page stays on screen until the list has loaded (a transition): take rows from the table.
  const firstRow = page.getByRole('table', { name: 'Organizations' }).getByRole('link').first();
  await expect(firstRow).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'organization list');

  const originalName = (await firstRow.innerText()).trim();
  await firstRow.click();
  await expect(page).toHaveURL(/\/organization\/detail\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(originalName);
  await expectNoSeriousA11yViolations(page, 'organization detail');

  const newName = `${originalName} (renamed ${Date.now() % 100000})`;
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'organization edit pane');
  await dialog.getByLabel('Name').fill(newName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The session is really gone: a protected page sends us back to the login form.
  await page.goto('/organization');
  await expect(page).toHaveURL(/\/login/);
});

test('an empty name is refused with the spec message and the typed values are kept', async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await page.goto('/organization');
  await page.getByRole('table', { name: 'Organizations' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Website').fill('https://kept.example');
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please complete all required fields').first()).toBeVisible();
  await expect(dialog.getByLabel('Website')).toHaveValue('https://kept.example');
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
});
