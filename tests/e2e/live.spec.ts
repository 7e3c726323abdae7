// Live records: an edit made in one browser shows up in another one's open list and detail page, no reload.
import { test, expect, users, apiAdd, apiLogin, newSession, uniqueName } from './support/fixtures';
import { expectDetailUrl, listTable, recordHeading, summaryPanel, typeOf } from './support/records';

test('a rename in one browser appears in another browser on the list and the detail page within seconds', async ({ browser }) => {
  const admin = await apiLogin(users.admin);
  const name = uniqueName('Quayside Bakery');
  const id = await apiAdd(admin.token, 'Organization', { name });
  const organizations = typeOf('Organization');

  const watcherContext = await newSession(browser, users.crm);
  const editorContext = await newSession(browser, users.admin);
  try {
    // Carl watches the list (filtered down to this record) and the detail page, in two tabs.
    const list = await watcherContext.newPage();
    await list.goto('/organization');
    await list.getByLabel('Search organizations').fill(name);
    const table = listTable(list, organizations);
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
    const detail = await watcherContext.newPage();
    await detail.goto(`/organization/detail/${id}`);
    await expectDetailUrl(detail, 'organization', 'updates');
    await expect(recordHeading(detail)).toHaveText(name);

    // Alice renames it in the edit pane.
    const editor = await editorContext.newPage();
    await editor.goto(`/organization/detail/${id}`);
    await summaryPanel(editor).getByRole('button', { name: 'Edit', exact: true }).click();
    const pane = editor.getByRole('dialog', { name: 'Edit Organization' });
    const renamed = `${name} & Café`;
    await pane.getByLabel('Organization Name').fill(renamed);
    await pane.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(pane).toBeHidden();

    await expect(table.getByRole('link', { name: renamed, exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(recordHeading(detail)).toHaveText(renamed, { timeout: 5_000 });
  } finally {
    await Promise.all([watcherContext.close(), editorContext.close()]);
  }
});
