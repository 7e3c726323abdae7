// A user may choose the section a type's records open on; /{object}/detail/{id} lands there from then on.
import { test, expect, users, apiLogin, apiCall, expectNoSeriousA11yViolations, newSession } from './support/fixtures';
import { expectDetailUrl, openSection, sectionTabs } from './support/records';

// Sam (support) is the only one whose defaults change here: the other specs expect the catalogue's defaults.
test.use({ user: users.support });

test("'Make default' on a case's History makes every case open on its history, for that user only", async ({ page, browser }) => {
  const support = await apiLogin(users.support);
  const cases = await apiCall<{ data: { id: number }[] }>(support.token, 'POST', '/api/Case/PagingAndSorting', {
    currentPage: 1,
    pageSize: 2,
  });
  const [first, second] = cases.body.data;
  expect(second, 'two seeded cases').toBeTruthy();

  await page.goto(`/case/detail/${first!.id}`);
  await expectDetailUrl(page, 'case', 'updates');
  await expect(sectionTabs(page).getByText('Default', { exact: true })).toBeVisible();
  await openSection(page, 'History');
  await expectDetailUrl(page, 'case', 'history');
  await page.getByRole('button', { name: 'Make History the default section' }).click();
  await expect(page.getByText('History is now the default section')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'case history with its default mark');

  await page.goto(`/case/detail/${second!.id}`);
  await expectDetailUrl(page, 'case', 'history');
  await page.reload();
  await expectDetailUrl(page, 'case', 'history');

  // Someone else still opens cases on their updates.
  const other = await newSession(browser, users.crm);
  const crmPage = await other.newPage();
  await crmPage.goto(`/case/detail/${second!.id}`);
  await expectDetailUrl(crmPage, 'case', 'updates');
  await other.close();

  // And back: Updates is the default again.
  await openSection(page, 'Updates');
  await page.getByRole('button', { name: 'Make Updates the default section' }).click();
  await expect(page.getByText('Updates is now the default section')).toBeVisible();
});
