// Two people edit the same organization: the second save meets the first one's change. The form keeps what the
// second person typed and offers Reload (theirs) and Overwrite (mine). A failed save never hides the Save button.
import type { Locator, Page } from '@playwright/test';
import { test, expect, users, apiAdd, apiCall, apiLogin, newSession, uniqueName } from './support/fixtures';
import { detailsRegion, fieldValue, summaryPanel } from './support/records';

test.use({ user: users.admin, viewport: { width: 1280, height: 720 } });

/** The two boxes share no pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  expect(x && y).toBeTruthy();
  const overlap = x!.x < y!.x + y!.width && y!.x < x!.x + x!.width && x!.y < y!.y + y!.height && y!.y < x!.y + x!.height;
  expect(overlap, `${JSON.stringify(x)} overlaps ${JSON.stringify(y)}`).toBe(false);
}

/** Every message on screen (inline alerts and toasts) stands clear of the Save button. */
async function expectNothingCovers(page: Page, save: Locator) {
  await expect(save).toBeVisible();
  for (const message of await page.locator('[role="alert"], [role="alertdialog"], [aria-label="Messages"] [role="alertdialog"]').all()) {
    if (await message.isVisible()) await expectApart(message, save);
  }
  // Playwright clicks only what is on top at that point: a covering element fails the trial.
  await save.click({ trial: true, timeout: 2_000 });
}

async function openEditPane(page: Page, id: number) {
  await page.goto(`/organization/${id}/detail-info`);
  await summaryPanel(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const pane = page.getByRole('dialog', { name: 'Edit Organization' });
  await expect(pane.getByLabel('Website')).toBeVisible();
  return pane;
}

test('the second of two people saving the same organization sees the conflict, keeps the input, and can overwrite', async ({
  page,
  browser,
}) => {
  const admin = await apiLogin(users.admin);
  const id = await apiAdd(admin.token, 'Organization', { name: uniqueName('Twin Editors') });

  const crmContext = await newSession(browser, users.crm);
  try {
    const crmPage = await crmContext.newPage();
    await crmPage.setViewportSize({ width: 1280, height: 720 });
    // Both open the form on the same version.
    const mine = await openEditPane(page, id);
    const theirs = await openEditPane(crmPage, id);

    await theirs.getByLabel('Website').fill('https://first.example');
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(theirs).toBeHidden();

    await mine.getByLabel('Website').fill('https://second.example');
    await mine.getByLabel('Industry', { exact: true }).fill('Shipbuilding');
    const save = mine.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const conflict = mine.getByRole('alert').filter({ hasText: 'This organization was changed by' });
    await expect(conflict).toContainText(
      /This organization was changed by .+ at \d{2}:\d{2} UTC on \d{1,2} \w{3} \d{4}\. Reload it to see the change, or save again to overwrite it\./,
    );
    await expect(mine.getByLabel('Website')).toHaveValue('https://second.example');
    await expect(mine.getByLabel('Industry', { exact: true })).toHaveValue('Shipbuilding');
    await expectNothingCovers(page, save);

    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(mine).toBeHidden();
    await expect(page.getByText('Item is saved.')).toBeVisible();
    const stored = await apiCall<{ model: { website: string; industry: string } }>(admin.token, 'GET', `/api/Organization/GetModel/${id}`);
    expect(stored.body.model).toMatchObject({ website: 'https://second.example', industry: 'Shipbuilding' });
  } finally {
    await crmContext.close();
  }
});

test('Reload drops the input and shows the record as the other person saved it (detail-info)', async ({ page, browser }) => {
  const admin = await apiLogin(users.admin);
  const id = await apiAdd(admin.token, 'Organization', { name: uniqueName('Reload Me'), industry: 'Fishing' });

  await page.goto(`/organization/${id}/detail-info`);
  const details = detailsRegion(page);
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit organization' });
  await form.getByLabel('Industry', { exact: true }).fill('Mining');

  const crmContext = await newSession(browser, users.crm);
  try {
    const crmPage = await crmContext.newPage();
    await crmPage.goto(`/organization/${id}/detail-info`);
    await detailsRegion(crmPage).getByRole('button', { name: 'Edit', exact: true }).click();
    const crmForm = crmPage.getByRole('form', { name: 'Edit organization' });
    await crmForm.getByLabel('Industry', { exact: true }).fill('Forestry');
    await crmForm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(crmForm).toBeHidden();
  } finally {
    await crmContext.close();
  }

  const save = form.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This organization was changed by' });
  await expect(conflict).toBeVisible();
  await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('Mining');
  await expectNothingCovers(page, save);

  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('Forestry');
  // The reloaded version saves without a conflict.
  await form.getByLabel('Industry', { exact: true }).fill('Forestry and timber');
  await save.click();
  await expect(form).toBeHidden();
  await expect(fieldValue(details, 'Industry')).toHaveText('Forestry and timber');
});

test('a failed save shows why without covering Save at 1280×720, and Save works again at once', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const id = await apiAdd(admin.token, 'Organization', { name: uniqueName('Slow Save') });
  const pane = await openEditPane(page, id);

  // The first save times out upstream (as the bff reports it); the retry goes through.
  let failed = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (!failed && body?.operationName === 'useUpdateRecordMutation') {
      failed = true;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: { updateRecord: null },
          errors: [
            {
              message: 'The server did not answer in time. Your change may have been saved: reload to check before you try again.',
              extensions: { code: 'UPSTREAM_TIMEOUT', status: 504 },
            },
          ],
        }),
      });
      return;
    }
    await route.continue();
  });

  await pane.getByLabel('Industry', { exact: true }).fill('Logistics');
  const save = pane.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(pane.getByRole('alert')).toContainText('Your change may have been saved');
  await expect(pane.getByLabel('Industry', { exact: true })).toHaveValue('Logistics');
  await expectNothingCovers(page, save);

  await save.click();
  await expect(pane).toBeHidden();
  const stored = await apiCall<{ model: { industry: string } }>(admin.token, 'GET', `/api/Organization/GetModel/${id}`);
  expect(stored.body.model.industry).toBe('Logistics');
});
