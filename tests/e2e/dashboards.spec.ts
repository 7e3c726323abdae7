import { test, expect, signIn, apiLogin, apiCall, uniqueName } from './support/fixtures';
import type { Page } from '@playwright/test';

const USER = 'crm@acme.example';

/** Back to the seeded state: the system dashboard is the default and the only one. */
async function resetDashboards() {
  const { token } = await apiLogin(USER);
  const list = await apiCall<{ data: { id: number; isBuiltin: boolean }[] }>(token, 'GET', '/api/UserDashboard/List');
  const system = list.body.data.find((d) => d.isBuiltin)!;
  await apiCall(token, 'POST', `/api/UserDashboard/SetDefault/${system.id}`);
  for (const d of list.body.data) if (!d.isBuiltin) await apiCall(token, 'DELETE', `/api/UserDashboard/Delete/${d.id}`);
}

async function choose(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog', { name: 'Add view' });
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addView(page: Page, name: string, chart: string) {
  await page.getByRole('button', { name: 'Add view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Section', 'Opportunities');
  await choose(page, 'View', 'All Opportunities');
  await choose(page, 'Show as', chart);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
}

test.afterAll(resetDashboards);

test('dashboards: a pie and a funnel of opportunities, reordered, made default, refused deletion', async ({ page }) => {
  test.slow();
  await resetDashboards();
  await signIn(page, USER);
  await expect(page.getByRole('heading', { name: 'My Dashboard', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learning Center' })).toHaveAttribute('href', '/?onboarding');
  await expect(page.getByRole('link', { name: 'Walkthrough Videos' })).toHaveAttribute('href', '/?video');

  // The name dialog: a name is required.
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'New dashboard' });
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog.getByText('Must enter name')).toBeVisible();
  const name = uniqueName('Pipeline');
  await nameDialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New dashboard is added')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  // The add-view dialog: name, section and view are required.
  await page.getByRole('button', { name: 'Add view' }).click();
  const viewDialog = page.getByRole('dialog', { name: 'Add view' });
  await viewDialog.getByRole('button', { name: 'Save' }).click();
  await expect(viewDialog.getByText('Must enter name')).toBeVisible();
  await expect(viewDialog.getByText('Please choose a section')).toBeVisible();
  await viewDialog.getByRole('button', { name: 'Cancel' }).click();

  await addView(page, 'By stage', 'Pie chart');
  await addView(page, 'Pipeline funnel', 'Funnel');
  await expect(page.locator('[data-chart="pie"]')).toBeVisible();
  await expect(page.locator('[data-chart="funnel"]')).toBeVisible();
  await expect(page.getByTestId('chart-summary').first()).toContainText('Prospecting');
  await page.screenshot({ path: '/work/notes/screens/dashboard-pie-funnel.png', fullPage: true });

  // Reorder by keyboard with the move buttons (dragging a view onto another makes the same move): the funnel first.
  const titles = page.getByRole('list', { name: `Views of ${name}` }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['By stage', 'Pipeline funnel']);
  await page.getByRole('button', { name: 'Move Pipeline funnel up' }).focus();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['Pipeline funnel', 'By stage']);

  // Hide and show.
  await page.getByRole('button', { name: 'Hide By stage' }).click();
  await expect(page.getByRole('button', { name: 'Show By stage' })).toBeVisible();
  await page.getByRole('button', { name: 'Show By stage' }).click();
  await expect(page.locator('[data-chart="pie"]')).toBeVisible();

  // Default, then refused deletion.
  await page.getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('Current dashboard is set as default')).toBeVisible();
  await expect(page.getByRole('button', { name: `${name} (default)` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete dashboard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this dashboard?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Cannot delete default dashboard')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  // The order holds after a reload, and the home opens on the new default.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(titles).toHaveText(['Pipeline funnel', 'By stage']);

  // The pipeline chart dashboard.
  await page.goto('/opportunity/pipeline');
  await expect(page.getByRole('heading', { name: 'Opportunity Pipeline' })).toBeVisible();
  await expect(page.locator('[data-chart="funnel"]')).toBeVisible();
  await page.screenshot({ path: '/work/notes/screens/dashboard-pipeline.png', fullPage: true });
});
