import { test, expect, users, signIn, expectNoSeriousA11yViolations } from './support/fixtures';
import { expectDetailUrl, listTable, openListFromMenu, recordHeading, recordLinks, summaryPanel, typeOf } from './support/records';

const organizations = typeOf('Organization');
/** An organization in a role opens under the role's URL. */
const PARTY_SEGMENTS = ['organization', 'lead', 'customer', 'supplier'];

test('a crm user signs in, edits an organization name, sees it saved after reload, and logs out', async ({ page }) => {
  // Four axe runs, one of them over a list page of compact rows (more rows on screen to check).
  test.setTimeout(90_000);
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page, 'login');

  await signIn(page, users.crm);
  await expectNoSeriousA11yViolations(page, 'home');

  await openListFromMenu(page, organizations);
  // The previous page stays on screen until the list has loaded (a transition): take rows from the table.
  const firstRow = recordLinks(listTable(page, organizations)).first();
  await expect(firstRow).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'organization list');

  const originalName = (await firstRow.innerText()).trim();
  await firstRow.click();
  await expectDetailUrl(page, PARTY_SEGMENTS, 'updates');
  await expect(recordHeading(page)).toHaveText(originalName);
  await expectNoSeriousA11yViolations(page, 'organization detail');

  const newName = `${originalName} (renamed ${Date.now() % 100000})`;
  await summaryPanel(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Organization' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'organization edit pane');
  await dialog.getByLabel('Organization Name').fill(newName);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(recordHeading(page)).toHaveText(newName);

  await page.reload();
  await expect(recordHeading(page)).toHaveText(newName);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The session is really gone: a protected page sends us back to the login form.
  await page.goto('/organization');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('as an administrator', () => {
  test.use({ user: users.admin });

  test('an empty name is refused with the spec message and the typed values are kept', async ({ page }) => {
    await page.goto('/organization');
    await recordLinks(listTable(page, organizations)).first().click();
    await expectDetailUrl(page, PARTY_SEGMENTS, 'updates');
    await summaryPanel(page).getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Organization' });
    await dialog.getByLabel('Website').fill('https://kept.example');
    await dialog.getByLabel('Organization Name').fill('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Please complete all required fields').first()).toBeVisible();
    await expect(dialog.getByLabel('Website')).toHaveValue('https://kept.example');
    await expect(dialog.getByLabel('Organization Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'organization edit pane with errors');

    // A dirty pane asks before it closes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Exit without saving?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Exit' }).click();
    await expect(dialog).toBeHidden();
  });
});
