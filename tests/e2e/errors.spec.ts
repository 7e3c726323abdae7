import { test, expect, signIn, users, apiLogin, apiCall, expectNoSeriousA11yViolations, newSession } from './support/fixtures';
import { detailsRegion, listTable, openSection, recordLinks, summaryPanel, typeOf } from './support/records';

test("another company's organization looks like a missing one: the not-found page with status 404", async ({ page }) => {
  const globex = await apiLogin('admin@globex.example');
  const list = await apiCall<{ data: { id: number }[] }>(globex.token, 'POST', '/api/Organization/PagingAndSorting', {
    currentPage: 1,
    pageSize: 1,
  });
  const foreignRowId = list.body.data[0]!.id;

  await signIn(page, users.crm);
  // Global ids are opaque; the web accepts the row id in the URL as the old client did.
  await page.goto(`/organization/detail/${foreignRowId}`);
  await expect(page).toHaveURL(/\/home\/not-found\?status=404/);
  await expect(page.getByText('404')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found page');
});

test('a project user sees organizations read-only: no add, no save', async ({ browser }) => {
  const context = await newSession(browser, users.project);
  const page = await context.newPage();
  await page.goto('/organization');
  const add = page.getByRole('button', { name: 'You cannot add new organizations' });
  await expect(add).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'read-only organization list');

  // A record opens without any way to edit it: no Edit quick action, no Edit on its details.
  await recordLinks(listTable(page, typeOf('Organization')))
    .first()
    .click();
  const actions = summaryPanel(page).getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await openSection(page, 'Details');
  await expect(detailsRegion(page).getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(detailsRegion(page).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'read-only organization details');
  await context.close();
});

test('a detail URL of an unknown record type is the not-found page', async ({ browser }) => {
  const context = await newSession(browser, users.crm);
  const page = await context.newPage();
  await page.goto('/no-such-type/detail/1');
  await expect(page).toHaveURL(/\/home\/not-found\?status=404/);
  await context.close();
});

test('a list URL of an unknown record type is the not-found page', async ({ browser }) => {
  const context = await newSession(browser, users.crm);
  const page = await context.newPage();
  await page.goto('/no-such-type');
  await expect(page).toHaveURL(/\/home\/not-found\?status=404/);
  // A navigation inside the app (the top bar already loaded) ends there too.
  await page.goto('/organization');
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-type');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/home\/not-found\?status=404/);
  await context.close();
});
