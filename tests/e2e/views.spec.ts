// Saved views end to end: an advanced search with a formula, saved as a view from the list's unsaved state,
// pinned, a column resized (an unsaved change until saved), and after a reload the list is found as it was left.
import { test, expect, users, apiLogin, apiCall, expectNoSeriousA11yViolations } from './support/fixtures';
import { chooseOption } from './support/records';

// Pat (project) reads organizations; the views made here are theirs alone.
test.use({ user: users.project });
// Three pages, several saves and a reload on a shared two-core machine.
test.slow();

test('advanced search with a formula, saved as a pinned view with a resized column, is found again after a reload', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const tag = `Ev${Date.now().toString(36)}`;
  for (const [name, industry, numberOfEmployees] of [
    ['Alpha', 'Tech', 10],
    ['Beta', 'Retail', 50],
    ['Gamma', 'Tech', 500],
  ] as const) {
    const res = await apiCall(admin.token, 'POST', '/api/Organization/Add', { name: `${tag} ${name}`, industry, numberOfEmployees });
    expect(res.status).toBe(200);
  }

  await page.goto('/organization/search');
  await expect(page.getByRole('heading', { name: 'Advanced search: Organizations' })).toBeVisible();
  const rule = (n: number) => page.getByRole('group', { name: `Rule ${n}` });
  await chooseOption(page, rule(1), 'Field', 'Name');
  await chooseOption(page, rule(1), 'Operator', 'starts with');
  await rule(1).getByRole('textbox', { name: 'Value' }).fill(`${tag} `);
  await page.getByRole('button', { name: 'Add rule' }).click();
  await chooseOption(page, rule(2), 'Field', 'Industry');
  await rule(2).getByRole('textbox', { name: 'Value' }).fill('retail');
  await page.getByRole('button', { name: 'Add rule' }).click();
  await chooseOption(page, rule(3), 'Field', 'Employees');
  await chooseOption(page, rule(3), 'Operator', 'greater than');
  await rule(3).getByRole('textbox', { name: 'Value' }).fill('100');
  await chooseOption(page, page.getByRole('group', { name: 'Group 1' }), 'Match', 'A formula (advanced)');
  await page.getByRole('textbox', { name: 'Formula' }).fill('Rule 1 AND (Rule 2 OR Rule 3)');
  await expectNoSeriousA11yViolations(page, 'the advanced search');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // The result is the list with the criteria in its URL, marked as differing from the saved view.
  await expect(page).toHaveURL(/\/organization\?.*criteria=/);
  await expect(page.getByRole('link', { name: `${tag} Beta` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag} Gamma` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag} Alpha` })).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save as new view' }).click();
  await page.getByRole('dialog').getByLabel('View name').fill(`${tag} view`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('status')).toHaveText('View is saved');
  await expect(page).toHaveURL(/\/organization\?viewId=\d+$/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('View is pinned');
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();

  // A resized column is an unsaved change of the view, in the URL like the criteria; Save stores it.
  const resizer = page.getByRole('separator', { name: 'Resize Organization Name' });
  const before = Number(await resizer.getAttribute('aria-valuenow'));
  await resizer.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`columns=name%3A${before + 10}`));
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('separator', { name: 'Resize Organization Name' })).toHaveAttribute('aria-valuenow', String(before + 10));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Search Criteria saved');
  await expect(page).toHaveURL(/\/organization\?viewId=\d+$/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the list through a saved view');

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('button', { name: new RegExp(`📌 ${tag} view.*View$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag} Beta` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag} Gamma` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag} Alpha` })).toHaveCount(0);
  await expect(page.getByRole('separator', { name: 'Resize Organization Name' })).toHaveAttribute('aria-valuenow', String(before + 10));
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('view-detail: a new view with a rule, pinned and default, then renamed from its own page', async ({ page }) => {
  const tag = `Vd${Date.now().toString(36)}`;
  await page.goto('/organization/view-detail');
  await expect(page.getByRole('heading', { name: 'New view: Organizations' })).toBeVisible();
  await page.getByLabel('View name').fill(`${tag} mine`);
  const rule = page.getByRole('group', { name: 'Rule 1' });
  await chooseOption(page, rule, 'Field', 'Name');
  await chooseOption(page, rule, 'Operator', 'starts with');
  await rule.getByRole('textbox', { name: 'Value' }).fill(tag);
  await page.getByText('Show Website').click();
  await page.getByText('Pinned', { exact: true }).click();
  await page.getByText('Default view', { exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'the view editor');
  await page.getByRole('button', { name: 'Save view' }).click();

  await expect(page).toHaveURL(/\/organization\?viewId=\d+$/);
  const picker = page.getByRole('button', { name: new RegExp(`📌 ${tag} mine \\(default\\).*View$`) });
  await expect(picker).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Website/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit view' }).click();
  await expect(page.getByLabel('View name')).toHaveValue(`${tag} mine`);
  await expect(page.getByRole('group', { name: 'Rule 1' }).getByRole('textbox', { name: 'Value' })).toHaveValue(tag);
  await page.getByLabel('View name').fill(`${tag} renamed`);
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`📌 ${tag} renamed \\(default\\).*View$`) })).toBeVisible();

  // The view is the user's default: delete it so the list opens with the system view again.
  await page.getByRole('button', { name: 'Delete view' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('View is deleted');
});

test('home lists: a pinned view of organizations is a panel of its first 10 rows, with a link to the whole list', async ({ page }) => {
  const project = await apiLogin(users.project);
  const admin = await apiLogin(users.admin);
  const tag = `Hl${Date.now().toString(36)}`;
  for (let i = 1; i <= 12; i++) {
    const res = await apiCall(admin.token, 'POST', '/api/Organization/Add', { name: `${tag} ${String(i).padStart(2, '0')}` });
    expect(res.status).toBe(200);
  }
  const saved = await apiCall<{ model: { id: number } }>(project.token, 'POST', '/api/UserSearchCriteria/Save', {
    objectName: 'Organization',
    name: `${tag} home`,
    criteriaGroupList: [{ type: 'and', criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue: tag }] }],
    orderBy: 'name',
    direction: 'asc',
  });
  expect(saved.status).toBe(200);
  const id = saved.body.model.id;
  expect((await apiCall(project.token, 'POST', `/api/UserSearchCriteria/ChangePin/${id}?isPinned=true`)).status).toBe(200);

  await page.goto('/');
  const panel = page.getByRole('list', { name: `Organizations: ${tag} home` });
  await expect(panel.getByRole('link')).toHaveCount(10);
  await expect(panel.getByRole('link').first()).toHaveText(`${tag} 01`);
  await page.getByRole('link', { name: `See all 12 in “${tag} home”` }).click();
  await expect(page).toHaveURL(new RegExp(`/organization\\?viewId=${id}$`));
  await expect(page.getByRole('link', { name: `${tag} 12` })).toBeVisible();
  // Unpinned again: other tests of this user see the list as before.
  expect((await apiCall(project.token, 'DELETE', `/api/UserSearchCriteria/Delete/${id}`)).status).toBe(200);
});

test('a view shared by its owner shows in the recipient’s picker as shared, read-only, with "Save as new view"', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const project = await apiLogin(users.project);
  const tag = `Vs${Date.now().toString(36)}`;
  const saved = await apiCall<{ model: { id: number } }>(crm.token, 'POST', '/api/UserSearchCriteria/Save', {
    objectName: 'Organization',
    name: `${tag} shared`,
    criteriaGroupList: [{ type: 'and', criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue: tag }] }],
  });
  expect(saved.status).toBe(200);
  const id = saved.body.model.id;
  const shared = await apiCall(crm.token, 'POST', '/api/UserSearchCriteria/Share/Save', { viewId: id, userOrGroupId: project.userId });
  expect(shared.status).toBe(200);

  await page.goto(`/organization?viewId=${id}`);
  await expect(page.getByRole('button', { name: new RegExp(`${tag} shared · Shared by .*View$`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete view' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View details' }).click();
  await expect(page.getByText("You don't have permission to edit this view", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as new view' })).toBeVisible();
  await page.goto(`/organization/view-share/${id}`);
  await expect(page.getByText("You don't have permission to share this view")).toBeVisible();
});
