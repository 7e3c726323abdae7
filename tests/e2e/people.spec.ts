import { test, expect, signIn, expectNoSeriousA11yViolations } from './support/fixtures';

test("from an organization's people to a person: edit the job title and see it saved after reload", async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await page.goto('/organization');
  const orgLink = page.getByRole('table', { name: 'Organizations' }).getByRole('link').first();
  const orgName = (await orgLink.innerText()).trim();
  await orgLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orgName);

  // The people section links each person by name to their detail page.
  const personLink = page.getByRole('table', { name: 'People' }).getByRole('link').first();
  const personName = (await personLink.innerText()).trim();
  await personLink.click();
  await expect(page).toHaveURL(/\/person\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personName);
  // The person links back to their organization.
  await expect(page.getByRole('main').getByRole('link', { name: orgName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'person detail');

  const title = `Head of Testing ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Job title').fill(title);
  await expectNoSeriousA11yViolations(page, 'person edit pane');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main').getByText(title)).toBeVisible();
});
