// Follow and Unfollow from the summary panel of any detail page; a follow is a Watch record of the user.
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { expectDetailUrl, listTable, recordHeading, recordLinks, summaryPanel, typeOf } from './support/records';

test.use({ user: users.admin });

test('a case is followed and unfollowed from its summary panel; the follows list shows it meanwhile', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const subject = uniqueName('Forklift battery swap');
  const id = await apiAdd(admin.token, 'Case', { subject });

  await page.goto(`/case/detail/${id}`);
  await expectDetailUrl(page, 'case', 'updates');
  await expect(recordHeading(page)).toHaveText(subject);
  const actions = summaryPanel(page).getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('button')).toHaveText(['Task', 'Call', 'Email', 'Event', 'Edit', 'Follow', 'Appointment']);
  await expectNoSeriousA11yViolations(page, 'case summary panel');

  await actions.getByRole('button', { name: 'Follow', exact: true }).click();
  const unfollow = actions.getByRole('button', { name: 'Unfollow', exact: true });
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(unfollow).toBeVisible();

  // The follow is a record of its own: the Follows list finds it by the record's name.
  const follows = typeOf('Watch');
  await page.goto(`/${follows.urlSegment}`);
  await page.getByLabel(`Search ${follows.pluralLabel.toLowerCase()}`).fill(subject);
  await expect(recordLinks(listTable(page, follows)).filter({ hasText: subject })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'follows list');

  await page.goto(`/case/detail/${id}`);
  await unfollow.click();
  const follow = actions.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(follow).toBeVisible();
  await page.goto(`/${follows.urlSegment}`);
  await page.getByLabel(`Search ${follows.pluralLabel.toLowerCase()}`).fill(subject);
  await expect(listTable(page, follows).getByText(`No ${follows.pluralLabel.toLowerCase()} found.`)).toBeVisible();
});
