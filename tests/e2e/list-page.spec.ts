// The list page of any record type: inline edit of one row at a time, selection with bulk delete undone as one,
// bulk status, the page size kept in session storage, and infinite scroll (page size 0).
import type { Page } from '@playwright/test';
import { test, expect, users, apiLogin, apiAdd, apiCall, uniqueName, expectNoSeriousA11yViolations } from './support/fixtures';

test.use({ user: users.admin });
// axe over a page of 50 rows with their checkboxes and actions takes a while on a shared machine
test.describe.configure({ timeout: 90_000 });

let token = '';
test.beforeAll(async () => {
  token = (await apiLogin(users.admin)).token;
});

/** Opportunities with a shared unique prefix, so the list's search shows exactly them. */
async function addOpportunities(prefix: string, n: number): Promise<{ id: number; name: string }[]> {
  const out = [];
  for (let i = 1; i <= n; i++) {
    const name = `${prefix} ${i}`;
    out.push({ id: await apiAdd(token, 'Opportunity', { name, stage: 'Prospecting', amount: 1000 * i }), name });
  }
  return out;
}

async function openFiltered(page: Page, prefix: string, count: number) {
  await page.goto('/opportunity');
  await page.getByRole('textbox', { name: 'Search opportunities' }).fill(prefix);
  const table = page.getByRole('table', { name: 'Opportunities', exact: true });
  await expect(table.locator('tbody th a')).toHaveCount(count);
  return table;
}

const pickPageSize = async (page: Page, label: string) => {
  await page.getByRole('button', { name: /Page size/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
};

test('inline edit: one row at a time, cancel restores, a refused save keeps the typed value, save shows "Item is saved."', async ({
  page,
}) => {
  const prefix = uniqueName('Inline');
  const [a, b] = await addOpportunities(prefix, 2);
  const table = await openFiltered(page, prefix, 2);
  const rowOf = (name: string) => table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });

  await page.getByRole('button', { name: `Edit ${a!.name}` }).click();
  const nameA = rowOf(a!.name).getByRole('textbox', { name: 'Opportunity Name' });
  await nameA.fill('');
  await page.getByRole('button', { name: `Save ${a!.name}` }).click();
  await expect(rowOf(a!.name).getByText('Please complete all required fields')).toBeVisible();
  await expect(nameA).toHaveValue('');
  await nameA.fill(`${a!.name} renamed`);
  await page.getByRole('button', { name: `Save ${a!.name}` }).click();
  await expect(page.getByText('Item is saved.')).toBeVisible();
  await expect(table.getByRole('link', { name: `${a!.name} renamed` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'list after inline save');

  // Editing another row ends the first one's edit; Cancel restores the old value.
  await page.getByRole('button', { name: `Edit ${b!.name}` }).click();
  const nameB = rowOf(b!.name).getByRole('textbox', { name: 'Opportunity Name' });
  await nameB.fill('Not kept');
  await expect(table.getByRole('textbox', { name: 'Opportunity Name' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'list with a row in edit mode');
  await page.getByRole('button', { name: `Cancel editing ${b!.name}` }).click();
  await expect(table.getByRole('link', { name: b!.name, exact: true })).toBeVisible();
  await expect(table.getByText('Not kept')).toHaveCount(0);
  const stored = await apiCall<{ model: { name: string } }>(token, 'GET', `/api/Opportunity/GetModel/${b!.id}`);
  expect(stored.body.model.name).toBe(b!.name);
});

test('select three rows, delete them after confirming, undo: all three are back', async ({ page }) => {
  const prefix = uniqueName('Bulkdel');
  const opps = await addOpportunities(prefix, 3);
  const table = await openFiltered(page, prefix, 3);
  for (const o of opps) await page.getByRole('checkbox', { name: `Select ${o.name}` }).check();
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bulk.getByText('3 selected')).toBeVisible();
  await bulk.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 3 selected opportunities?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(table.locator('tbody th a')).toHaveCount(0);
  await expect(page.getByText('3 opportunities have been deleted.')).toBeVisible();
  for (const o of opps) expect((await apiCall(token, 'GET', `/api/Opportunity/GetModel/${o.id}`)).status).toBe(404);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('3 items are restored.')).toBeVisible();
  await expect(table.locator('tbody th a')).toHaveCount(3);
  for (const o of opps) expect((await apiCall(token, 'GET', `/api/Opportunity/GetModel/${o.id}`)).status).toBe(200);
});

test('bulk status: the selection becomes inactive, then active again', async ({ page }) => {
  const prefix = uniqueName('Bulkstat');
  const opps = await addOpportunities(prefix, 2);
  await openFiltered(page, prefix, 2);
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  await bulk.getByRole('button', { name: 'Mark inactive' }).click();
  await expect(page.getByText('2 opportunities are now inactive.')).toBeVisible();
  for (const o of opps)
    expect((await apiCall<{ model: { status: number } }>(token, 'GET', `/api/Opportunity/GetModel/${o.id}`)).body.model.status).toBe(0);
  await bulk.getByRole('button', { name: 'Mark active' }).click();
  await expect(page.getByText('2 opportunities are now active.')).toBeVisible();
  for (const o of opps)
    expect((await apiCall<{ model: { status: number } }>(token, 'GET', `/api/Opportunity/GetModel/${o.id}`)).body.model.status).toBe(1);
});

test('the page size is kept in session storage (pagingSize) across a reload', async ({ page }) => {
  await page.goto('/person');
  await expect(page.getByText(/^Showing 20 of \d+ people/)).toBeVisible();
  await pickPageSize(page, '50');
  await expect(page.getByText(/^Showing 50 of \d+ people/)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('pagingSize'))).toBe('50');
  await page.reload();
  await expect(page.getByText(/^Showing 50 of \d+ people/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Page size/ })).toContainText('50');
});

test('page size 0 is infinite scroll: 50 rows, and the next 50 load near the bottom', async ({ page }) => {
  await page.goto('/person');
  await pickPageSize(page, 'Infinite scroll');
  await expect(page.getByText(/^Showing 50 of \d+ people/)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('pagingSize'))).toBe('0');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'list in infinite scroll');
  const scroller = page.getByTestId('virtual-table-scroller');
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByText(/^Showing 100 of \d+ people/)).toBeVisible();
});

test('a row is one line tall at 1280 px: its Preview, Edit and Delete stay side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/organization');
  const row = page.getByRole('table', { name: 'Organizations', exact: true }).locator('tbody tr').first();
  const [preview, edit, del] = await Promise.all(
    ['Preview', 'Edit', 'Delete'].map((name) => row.getByRole('button', { name: new RegExp(`^${name} `) }).boundingBox()),
  );
  expect(preview!.y).toBe(edit!.y);
  expect(edit!.y).toBe(del!.y);
  expect((await row.boundingBox())!.height).toBeLessThan(70);
});
