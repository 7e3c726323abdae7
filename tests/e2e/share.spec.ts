// Sharing: an owner shares a record with one user at Write; that user (in their own browser) can now edit it,
// where before the share they could only read it, and nobody else gains anything.
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, newSession, uniqueName } from './support/fixtures';
import { chooseOption, detailsRegion, expectDetailUrl, fieldValue, openSection, recordHeading, summaryPanel } from './support/records';
import type { Page } from '@playwright/test';

/** Opens the record's Details as the user sees them: an Edit button only when they may write. */
async function openDetails(page: Page, id: number, name: string) {
  await page.goto(`/organization/${id}/detail-info`);
  await expect(recordHeading(page)).toHaveText(name);
  const details = detailsRegion(page);
  await expect(fieldValue(details, 'Organization Name')).toHaveText(name);
  return details;
}

/** The Edit quick action of the summary panel, offered to those who may write. */
const quickEdit = (page: Page) =>
  summaryPanel(page).getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Edit', exact: true });

test('an organization shared at Write with a projects user becomes editable for that user only', async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await apiLogin(users.admin);
  const name = uniqueName('Northwind Cold Storage');
  const id = await apiAdd(admin.token, 'Organization', { name, website: 'https://before.example' });

  // Priya (projects, CRM read-only) and Sam (support, CRM read-only) each in their own browser.
  const priyaContext = await newSession(browser, users.project);
  const samContext = await newSession(browser, users.support);
  const adminContext = await newSession(browser, users.admin);
  try {
    const priya = await priyaContext.newPage();
    let details = await openDetails(priya, id, name);
    await expect(details.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(quickEdit(priya)).toHaveCount(0);

    // The owner's side: the Shares section, its editor, a user at Write.
    const owner = await adminContext.newPage();
    await owner.goto(`/organization/detail/${id}`);
    await expectDetailUrl(owner, 'organization', 'updates');
    await openSection(owner, 'Shares');
    const shares = owner.getByRole('region', { name: 'Shares (0)' });
    await expect(shares.getByText('This record is not shared.')).toBeVisible();
    await shares.getByRole('button', { name: 'Add share' }).click();
    const editor = owner.getByRole('group', { name: 'Share editor' });
    await chooseOption(owner, editor, 'User', 'Priya Shah');
    await chooseOption(owner, editor, 'Access level', 'Write');
    await expectNoSeriousA11yViolations(owner, 'share editor');
    await editor.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(editor).toBeHidden();
    const shared = owner.getByRole('region', { name: 'Shares (1)' });
    const row = shared.getByRole('row', { name: /Priya Shah/ });
    await expect(row).toContainText('User');
    await expect(row).toContainText('Write');
    await expectNoSeriousA11yViolations(owner, 'share section');

    // Priya can now edit it, in place, and the change is kept.
    details = await openDetails(priya, id, name);
    await expect(quickEdit(priya)).toBeVisible();
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = priya.getByRole('form', { name: 'Edit organization' });
    await form.getByLabel('Website').fill('https://shared-edit.example');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    await priya.reload();
    await expect(fieldValue(detailsRegion(priya), 'Website')).toHaveText('https://shared-edit.example');

    // Sam was not shared with: still read-only.
    const sam = await samContext.newPage();
    const samDetails = await openDetails(sam, id, name);
    await expect(fieldValue(samDetails, 'Website')).toHaveText('https://shared-edit.example');
    await expect(samDetails.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(quickEdit(sam)).toHaveCount(0);
  } finally {
    await Promise.all([priyaContext.close(), samContext.close(), adminContext.close()]);
  }
});
