// The shell's panes: the edit-pane stack (three at most, minimise and restore, the dirty prompt, Save and new),
// the preview pane (from its route and from a list row), the unlock refusal and the collapsed side panes of a narrow window.
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { openSection, recordHeading } from './support/records';

test.use({ user: users.crm });
// Each test walks several screens with axe checks on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test('three edit panes stack, a fourth is refused; a minimised pane comes back with what was typed', async ({ page }) => {
  await page.goto('/opportunity');
  const add = page.getByRole('button', { name: 'Add Opportunity', exact: true });
  const pane = page.getByRole('dialog', { name: 'New Opportunity' });
  const tray = page.getByRole('region', { name: 'Minimised windows' });
  const first = uniqueName('Pane one');

  await add.click();
  await expect(pane).toBeVisible();
  // Focus moves into the pane.
  await expect(pane.getByLabel('Opportunity Name')).toBeVisible();
  await expect.poll(() => pane.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await pane.getByLabel('Opportunity Name').fill(first);
  await expectNoSeriousA11yViolations(page, 'edit pane');
  await pane.getByRole('button', { name: 'Minimise' }).click();
  await expect(pane).toBeHidden();
  await expect(tray.getByRole('button', { name: 'Restore New Opportunity' })).toHaveCount(1);

  for (const count of [2, 3]) {
    await add.click();
    await expect(pane).toBeVisible();
    await pane.getByRole('button', { name: 'Minimise' }).click();
    await expect(tray.getByRole('button', { name: 'Restore New Opportunity' })).toHaveCount(count);
  }
  await expectNoSeriousA11yViolations(page, 'pane tray');

  // A fourth: refused with the spec's message, nothing opens.
  await add.click();
  await expect(page.getByText('Maximum of 3 Windows are allowed')).toBeVisible();
  await expect(pane).toBeHidden();

  // The first comes back with its name, still unsaved: Escape asks before dropping it.
  await tray.getByRole('button', { name: 'Restore New Opportunity' }).first().click();
  await expect(pane.getByLabel('Opportunity Name')).toHaveValue(first);
  await page.keyboard.press('Escape');
  const prompt = page.getByRole('alertdialog', { name: 'Exit without saving?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(pane.getByLabel('Opportunity Name')).toHaveValue(first);
  await pane.getByRole('button', { name: 'Close', exact: true }).click();
  await prompt.getByRole('button', { name: 'Exit' }).click();
  await expect(pane).toBeHidden();
  await expect(tray.getByRole('button', { name: 'Restore New Opportunity' })).toHaveCount(2);
  // The place it left is free again.
  await add.click();
  await expect(pane).toBeVisible();
  await pane.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(pane).toBeHidden();
});

test('Save and new saves and gives a blank form in the same pane; Save opens the detail page', async ({ page }) => {
  await page.goto('/opportunity');
  await page.getByRole('button', { name: 'Add Opportunity', exact: true }).click();
  const pane = page.getByRole('dialog', { name: 'New Opportunity' });
  const name = pane.getByLabel('Opportunity Name');
  const saved = uniqueName('Saved and new');
  await name.fill(saved);
  await pane.getByRole('button', { name: 'Save and new' }).click();
  await expect(page.getByText('Item is saved.').first()).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(pane).toBeVisible();
  await expect(page.getByRole('table', { name: 'Opportunities' }).getByRole('link', { name: saved })).toBeVisible();

  // Save (an opportunity opens its detail page: the catalogue's opensDetailAfterSave).
  const second = uniqueName('Saved then opened');
  await name.fill(second);
  await pane.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pane).toBeHidden();
  await expect(recordHeading(page)).toHaveText(second);
  await expect(page).toHaveURL(/\/opportunity\/\d+\//);
});

test('the preview pane shows one collapsible section per association', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const orgName = uniqueName('Preview Holdings');
  const orgId = await apiAdd(crm.token, 'Organization', { name: orgName });
  const deal = uniqueName('Preview deal');
  await apiAdd(crm.token, 'Opportunity', { name: deal, stage: 'Prospecting', organizationId: orgId });

  await page.goto(`/organization/preview/${orgId}`);
  const preview = page.getByRole('dialog', { name: `Preview: ${orgName}` });
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(/\/organization$/);
  const trigger = preview.getByRole('button', { name: 'Opportunities (1)' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(preview.getByRole('link', { name: deal })).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(preview.getByRole('link', { name: deal })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Contacts (0)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'preview pane');
  // Collapses again; the link opens the record (and closes the preview).
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await preview.getByRole('link', { name: deal }).click();
  await expect(preview).toBeHidden();
  await expect(recordHeading(page)).toHaveText(deal);
});

test("a list row's Preview opens the record's preview pane, and closing it gives the focus back", async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Row preview deal');
  await apiAdd(crm.token, 'Opportunity', { name, stage: 'Prospecting' });
  await page.goto('/opportunity');
  await page.getByRole('textbox', { name: 'Search opportunities' }).fill(name);
  const table = page.getByRole('table', { name: 'Opportunities', exact: true });
  await expect(table.locator('tbody th a')).toHaveCount(1);
  const button = table.getByRole('button', { name: `Preview ${name}` });
  await button.click();
  const preview = page.getByRole('dialog', { name: `Preview: ${name}` });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Tasks (0)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'row preview');
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(preview).toBeHidden();
  await expect(button).toBeFocused();
});

test('a locked record is read-only and only its owner or an administrator may unlock it', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const name = uniqueName('Locked deal');
  const id = await apiAdd(admin.token, 'Opportunity', { name, stage: 'Proposal', isLocked: true });

  await page.goto(`/opportunity/${id}/detail-info`);
  await expect(recordHeading(page)).toHaveText(name);
  await expect(page.getByText('This record is locked.').first()).toBeVisible();
  // Read-only for the sales user: no Edit.
  await expect(page.getByRole('region', { name: 'Details', exact: true }).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText("You don't have permission to unlock this object.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'unlock refused');
});

test.describe('as the owner', () => {
  test.use({ user: users.admin });

  test('unlocking reloads the status, unlocks and opens the detail page writable', async ({ page }) => {
    const admin = await apiLogin(users.admin);
    const name = uniqueName('Unlocked deal');
    const id = await apiAdd(admin.token, 'Opportunity', { name, stage: 'Proposal', isLocked: true });
    await page.goto(`/opportunity/${id}/detail-info`);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('The record is unlocked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock' })).toHaveCount(0);
    // The detail page opens anew (on the type's default section), writable: Details offers Edit.
    await expect(page).toHaveURL(new RegExp(`/opportunity/${id}/updates`));
    await openSection(page, 'Details');
    await expect(
      page.getByRole('region', { name: 'Details', exact: true }).getByRole('button', { name: 'Edit', exact: true }),
    ).toBeVisible();
  });
});

test('at 1100 px the side panes are collapsed and toggle; the summary opens in a dialog', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Narrow deal');
  const id = await apiAdd(crm.token, 'Opportunity', { name, stage: 'Prospecting' });
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(`/opportunity/${id}/detail-info`);
  await expect(recordHeading(page)).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Summary' })).toHaveCount(0);

  const sections = page.getByRole('button', { name: 'Show sections' });
  await sections.click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide sections' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record detail' });
  await expect(dialog.getByRole('complementary', { name: 'Summary' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'narrow detail dialog');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'narrow detail page');

  // Wide again: both panes are back beside the section.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Summary' })).toBeVisible();
});
