import { test, expect, signIn, apiLogin, apiCall, expectNoSeriousA11yViolations } from './support/fixtures';

test("another company's organization looks like a missing one: the not-found page with status 404", async ({ page }) => {
  const globex = await apiLogin('admin@globex.example');
  const list = await apiCall<{ data: { id: number }[] }>(globex.token, 'POST', '/api/Organization/PagingAndSorting', { currentPage: 1, pageSize: 1 });
  const foreignRowId = list.body.data[0]!.id;

  await signIn(page, 'crm@acme.example');
  // Global ids are opaque; the web accepts the row id in the URL as the old client did.
  await page.goto(`/organization/detail/${foreignRowId}`);
  await expect(page).toHaveURL(/\/home\/not-found\?status=404/);
  await expect(page.getByText('404')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found page');
});

test('a project user sees organizations read-only: no add, no save', async ({ page }) => {
  await signIn(page, 'project@acme.example');
  await page.goto('/organization');
  await expect(page.getByText('You cannot add new Organization')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'read-only organization list');
});
