// Quick search in the top bar (a single match opens the record, several open the grouped results) and the
// lookups of record references (autocomplete, name check on blur, the lookup dialog), saved and shown.
import type { Locator, Page } from '@playwright/test';
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { detailsRegion, fieldValue, recordHeading } from './support/records';
import AxeBuilder from '@axe-core/playwright';

/**
 * Axe over the open results alone. While a react-aria ComboBox is open it aria-hides the rest of the page (its
 * modal-combobox pattern), which axe reports outside the list as aria-hidden-focus; the whole page is scanned
 * with the list closed.
 */
async function expectAccessibleResults(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious, 'axe violations in the quick search results').toEqual([]);
}

test.use({ user: users.crm });
// Each test runs an axe scan on a loaded page besides its steps: on a busy machine that outgrows 30 s.
test.setTimeout(60_000);

const quickSearch = (page: Page) => page.getByRole('combobox', { name: 'Quick search' });

test('quick search: a single match opens the record', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const name = uniqueName('Solitary Anchor');
  const id = await apiAdd(crm.token, 'Organization', { name });
  await page.goto('/');
  await quickSearch(page).fill(name.split(' ').slice(1).join(' '));
  await expect(page).toHaveURL(new RegExp(`/organization/${id}/`));
  await expect(recordHeading(page)).toHaveText(name);
  await expect(quickSearch(page)).toHaveValue('');
});

test('quick search: several matches open the results grouped by type; keyboard and Escape', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const tag = uniqueName('Kestrel');
  const first = await apiAdd(crm.token, 'Organization', { name: `${tag} Alpha` });
  await apiAdd(crm.token, 'Organization', { name: `${tag} Beta` });
  await apiAdd(crm.token, 'Opportunity', { name: `${tag} Deal`, stage: 'Prospecting', organizationId: first });
  await page.goto('/');
  const box = quickSearch(page);
  await box.fill(tag);
  const results = page.getByRole('listbox', { name: 'Quick search results' });
  await expect(results).toBeVisible();
  await expect(results.getByRole('group', { name: 'Organizations' }).getByRole('option')).toHaveText([`${tag} Alpha`, `${tag} Beta`]);
  await expect(results.getByRole('group', { name: 'Opportunities' }).getByRole('option')).toHaveText([`${tag} Deal${tag} Alpha`]);
  await expectAccessibleResults(page, '[role=listbox][aria-label="Quick search results"]');
  await box.press('Escape');
  await expect(results).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'top bar with quick search');
  await expect(page).toHaveURL(/\/$/);

  // Enter searches again at once; arrows move through the hits and Enter opens one.
  await box.press('Enter');
  await expect(results).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/organization/${first}/`));
});

test('search-all: "See all results" of the quick search opens the results grouped by type, on a page of its own', async ({ page }) => {
  const crm = await apiLogin(users.crm);
  const tag = uniqueName('Osprey');
  const org = await apiAdd(crm.token, 'Organization', { name: `${tag} Works` });
  await apiAdd(crm.token, 'Organization', { name: `${tag} Yard` });
  await apiAdd(crm.token, 'Opportunity', { name: `${tag} Order`, stage: 'Prospecting', organizationId: org });
  await page.goto('/');
  await quickSearch(page).fill(tag);
  await expect(page.getByRole('listbox', { name: 'Quick search results' })).toBeVisible();
  await page.getByRole('link', { name: 'See all results' }).click();

  await expect(page).toHaveURL(new RegExp(`/search-all\\?keyword=${encodeURIComponent(tag).replace(/%20/g, '\\+')}$`));
  await expect(page.getByRole('heading', { name: `Search results for “${tag}”` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organizations (2)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Organizations' }).getByRole('link')).toHaveText([`${tag} Works`, `${tag} Yard`]);
  await expect(page.getByRole('list', { name: 'Opportunities' }).getByRole('link')).toHaveText([`${tag} Order`]);
  await expectNoSeriousA11yViolations(page, 'the search-all page');

  // A link reproduces the page; a search from the page replaces the keyword.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Organizations (2)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search all records' }).fill(`${tag} Yard`);
  await page.getByRole('search', { name: 'Search all' }).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Organizations (1)' })).toBeVisible();
  await page.getByRole('link', { name: `${tag} Yard` }).click();
  await expect(recordHeading(page)).toHaveText(`${tag} Yard`);
});

test('a parent chosen through autocomplete and through the lookup dialog, and an owner by autocomplete, are saved and shown', async ({
  page,
}) => {
  const crm = await apiLogin(users.crm);
  const admin = await apiLogin(users.admin);
  const tag = uniqueName('Lookup');
  await apiAdd(crm.token, 'Organization', { name: `${tag} Typed Org` });
  await apiAdd(crm.token, 'Organization', { name: `${tag} Dialog Org` });
  await apiAdd(admin.token, 'Organization', { name: `${tag} Locked Org`, isLocked: true });
  const deal = await apiAdd(crm.token, 'Opportunity', { name: `${tag} Deal`, stage: 'Prospecting' });

  await page.goto(`/opportunity/${deal}/detail-info`);
  const details = detailsRegion(page);
  const edit = async () => {
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    return page.getByRole('form', { name: 'Edit opportunity' });
  };
  const save = async (form: Locator) => {
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Item is saved.')).toBeVisible();
    await expect(form).toBeHidden();
  };

  // Autocomplete: 2+ characters, pick the match.
  let form = await edit();
  const org = form.getByRole('combobox', { name: 'Organization' });
  await org.fill(`${tag} Typ`);
  await page.getByRole('option', { name: `${tag} Typed Org` }).click();
  await expect(org).toHaveValue(`${tag} Typed Org`);
  await save(form);
  await expect(fieldValue(details, 'Organization')).toHaveText(`${tag} Typed Org`);

  // The typed name is checked on leaving the box: unknown, then not writable by this user.
  form = await edit();
  await org.fill(`${tag} Nowhere Org`);
  await org.press('Tab');
  await expect(form.getByText('Invalid object', { exact: true })).toBeVisible();
  await org.fill(`${tag} Locked Org`);
  await org.press('Tab');
  await expect(form.getByText('No permission', { exact: true })).toBeVisible();

  // The lookup dialog: search, choose, and the field is filled.
  await form.getByRole('button', { name: 'Look up Organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Organization' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(`${tag} Dialog`);
  await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const results = dialog.getByRole('listbox', { name: 'Organization results' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'lookup dialog');
  await results.getByRole('option', { name: new RegExp(`${tag} Dialog Org`) }).click();
  await expect(dialog).toBeHidden();
  await expect(org).toHaveValue(`${tag} Dialog Org`);
  await expect(form.getByText('No permission', { exact: true })).toBeHidden();
  // Users autocomplete the same way.
  const owner = form.getByRole('combobox', { name: 'Owner' });
  await expect(owner).toHaveValue('Carl Reyes');
  // Typed key by key, as a person does: the first key unlinks the owner, the next ones search.
  await owner.fill('');
  await owner.pressSequentially('Pri', { delay: 50 });
  await page.getByRole('option', { name: 'Priya Shah' }).click();
  await expect(owner).toHaveValue('Priya Shah');
  await save(form);
  await expect(fieldValue(details, 'Organization')).toHaveText(`${tag} Dialog Org`);
  await expect(fieldValue(details, 'Owner')).toHaveText('Priya Shah');
  await page.reload();
  await expect(fieldValue(detailsRegion(page), 'Organization')).toHaveText(`${tag} Dialog Org`);
});
