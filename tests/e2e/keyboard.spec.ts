import { test, expect, password, users, expectNoSeriousA11yViolations } from './support/fixtures';
import { expectDetailUrl, listTable, recordLinks, summaryPanel, typeOf } from './support/records';

// Staff use the app all day: the main path must work without a mouse.
test('sign in, reach an organization and open its edit pane with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(users.crm);
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
  const firstRow = recordLinks(listTable(page, typeOf('Organization'))).first();
  await firstRow.focus();
  await page.keyboard.press('Enter');
  // The detail URL lands on the default section (an organization in a role opens under the role).
  await expectDetailUrl(page, ['organization', 'lead', 'customer', 'supplier'], 'updates');

  // The section tabs are links in the tab order: Enter opens one.
  const detailsTab = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Details', exact: true });
  await detailsTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/detail-info$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Details', exact: true })).toBeVisible();

  const edit = summaryPanel(page).getByRole('button', { name: 'Edit', exact: true });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog, and Escape closes a pristine pane.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'organization details');
});
