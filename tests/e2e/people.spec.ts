import { test, expect, users, apiCall, apiLogin, expectNoSeriousA11yViolations } from './support/fixtures';
import { detailsRegion, expectDetailUrl, fieldValue, openSection, recordHeading, recordLinks, summaryPanel } from './support/records';

test.use({ user: users.admin });

/** People open under their own type or under a role they hold. */
const PARTY_SEGMENTS = ['person', 'lead', 'customer', 'supplier'];

test("from an organization's contacts to a person: edit the job title and see it saved after reload", async ({ page }) => {
  // An organization that has people (found through the api, as the seed decides which ones do).
  const admin = await apiLogin(users.admin);
  const people = await apiCall<{ data: { organizationId: number | null }[] }>(admin.token, 'POST', '/api/Person/PagingAndSorting', {
    currentPage: 1,
    pageSize: 50,
  });
  const organizationId = people.body.data.find((p) => p.organizationId)?.organizationId;
  expect(organizationId, 'a seeded person with an organization').toBeTruthy();

  await page.goto(`/organization/detail/${organizationId}`);
  await expectDetailUrl(page, 'organization', 'updates');
  const orgName = (await recordHeading(page).innerText()).trim();

  // The Contacts section links each person by name to their detail page.
  await openSection(page, 'Contacts');
  const contacts = page.getByRole('region', { name: /^Contacts \(\d+\)$/ });
  const personLink = recordLinks(contacts.getByRole('table', { name: 'Contacts' })).first();
  const firstName = (await personLink.innerText()).trim();
  await personLink.click();
  await expectDetailUrl(page, PARTY_SEGMENTS, 'updates');
  await expect(recordHeading(page)).toContainText(firstName);

  // The person links back to their organization.
  await openSection(page, 'Details');
  await expect(fieldValue(detailsRegion(page), 'Organization').getByRole('link', { name: orgName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'person detail');

  const title = `Head of Testing ${Date.now() % 100000}`;
  await summaryPanel(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Person' });
  await dialog.getByLabel('Job Title').fill(title);
  await expectNoSeriousA11yViolations(page, 'person edit pane');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(fieldValue(detailsRegion(page), 'Job Title')).toHaveText(title);
});
