// Lead, Customer and Supplier are roles of organizations and people: each role list shows both kinds of party.
import { test, expect, users, apiAdd, apiCall, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import {
  expectDetailUrl,
  footerCounts,
  listTable,
  openListFromMenu,
  openSection,
  recordHeading,
  sectionTabs,
  summaryPanel,
  typeOf,
} from './support/records';

test.use({ user: users.admin });

test('the lead, customer and supplier lists show organizations and people in that role', async ({ page }) => {
  // Three lists, each searched and checked with axe, then a detail page: 50 s on a loaded 2-core machine.
  test.slow();
  const admin = await apiLogin(users.admin);
  const tag = uniqueName('Rolemodel');
  const orgName = `${tag} Trading`;
  const personLast = `${tag} Okafor`;
  // A supplier carries the rating the seed requires of suppliers (a required extra field).
  const supplierFields = await apiCall<{ data: { id: number; name: string }[] }>(
    admin.token,
    'GET',
    '/api/ExtraField/List?parentObject=Supplier',
  );
  const rating = supplierFields.body.data.find((f) => f.name === 'Supplier Rating')!;
  const roles = { isLead: true, isCustomer: true, isSupplier: true, [`extra_${rating.id}`]: 'A' };
  await apiAdd(admin.token, 'Organization', { name: orgName, ...roles });
  await apiAdd(admin.token, 'Person', { firstName: 'Ada', lastName: personLast, ...roles });

  await page.goto('/');
  for (const objectName of ['Lead', 'Customer', 'Supplier']) {
    const role = typeOf(objectName);
    await openListFromMenu(page, role);
    // The whole role list, as the api counts it (organizations and people together).
    const all = await apiCall<{ totalItem: number }>(admin.token, 'POST', `/api/${objectName}/PagingAndSorting`, {
      currentPage: 1,
      pageSize: 1,
    });
    expect(all.status).toBe(200);
    expect((await footerCounts(page)).total, `${objectName} total`).toBe(all.body.totalItem);
    await expectNoSeriousA11yViolations(page, `${objectName} list`);

    // Each list opened from the menu starts unfiltered, whatever was searched in the previous one.
    const search = page.getByLabel(`Search ${role.pluralLabel.toLowerCase()}`);
    await expect(search, `search box of ${role.pluralLabel} after switching lists`).toHaveValue('');
    await search.fill(tag);
    const table = listTable(page, role);
    await expect(table.getByRole('link', { name: orgName, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: `Ada ${personLast}`, exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(2);
  }

  // A party in several roles opens as a lead (precedence Lead, Customer, Supplier) with its lead id.
  await listTable(page, typeOf('Supplier'))
    .getByRole('link', { name: `Ada ${personLast}`, exact: true })
    .click();
  await expectDetailUrl(page, 'lead', 'updates');
  await expect(recordHeading(page)).toHaveText(`Ada ${personLast}`);
  const badges = summaryPanel(page);
  for (const badge of ['Lead', 'Customer', 'Supplier']) await expect(badges.getByText(badge, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'lead detail');
});

test('an organization opened under its role keeps the sections of an organization', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const name = uniqueName('Rolemodel Foundry');
  const rowId = await apiAdd(admin.token, 'Organization', { name, isCustomer: true });
  const model = await apiCall<{ model: { customerId: number } }>(admin.token, 'GET', `/api/Organization/GetModel/${rowId}`);
  const customerId = model.body.model.customerId;

  await page.goto(`/customer/detail/${customerId}`);
  await expectDetailUrl(page, 'customer', 'updates');
  await expect(recordHeading(page)).toHaveText(name);
  // The role changes the URL, not what the record is: its contacts, child companies, projects, … are still there.
  await expect(sectionTabs(page).getByRole('link')).toHaveText(typeOf('Organization').sections.map((s) => s.label));
  await openSection(page, 'Contacts');
  await expect(page.getByRole('heading', { level: 2, name: 'Contacts (0)' })).toBeVisible();
});

test('a lead becomes a customer from its summary panel, and stays a lead only when asked', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const [kept, dropped] = [uniqueName('Convert keep'), uniqueName('Convert drop')];
  const ids = {
    [kept]: await apiAdd(admin.token, 'Organization', { name: kept, isLead: true }),
    [dropped]: await apiAdd(admin.token, 'Organization', { name: dropped, isLead: true }),
  };
  for (const [name, keepLead] of [
    [kept, true],
    [dropped, false],
  ] as const) {
    await page.goto(`/organization/detail/${ids[name]}`);
    // The dialog's code loads on this first opening.
    await summaryPanel(page).getByRole('button', { name: 'Convert to customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to customer' });
    await expect(dialog.getByText(`${name} becomes a customer.`)).toBeVisible();
    if (keepLead) {
      // react-aria's checkbox: its input is visually hidden, the label takes the press.
      await dialog.getByText('Keep as lead').click();
      await expect(dialog.getByRole('checkbox', { name: 'Keep as lead' })).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByText(`${name} is now a customer.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(summaryPanel(page).getByRole('button', { name: 'Convert to customer' })).toBeHidden();
    const model = await apiCall<{ model: { isLead: boolean; isCustomer: boolean } }>(
      admin.token,
      'GET',
      `/api/Organization/GetModel/${ids[name]}`,
    );
    expect(model.body.model).toMatchObject({ isCustomer: true, isLead: keepLead });
  }
});

test('the summary panel’s Add field shows a chosen field, still there after a reload, and takes it away again', async ({ page }) => {
  const admin = await apiLogin(users.admin);
  const name = uniqueName('Side panel');
  const id = await apiAdd(admin.token, 'Organization', { name });
  await page.goto(`/organization/detail/${id}`);
  const panel = summaryPanel(page);
  const terms = panel.locator('dt');
  await expect(terms.first()).toBeVisible();
  const shown = await terms.allTextContents();
  // The dialog's code loads on this first opening.
  await panel.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add field' });
  const fieldsGroup = dialog.getByRole('group', { name: 'Fields' });
  await expect(fieldsGroup.getByRole('checkbox').first()).toBeAttached();
  // A field neither chosen nor already among the panel's own rows.
  let label = '';
  for (const candidate of ['Employees', 'Annual Revenue', 'Description', 'Parent Company']) {
    const box = fieldsGroup.getByRole('checkbox', { name: candidate, exact: true });
    if ((await box.count()) === 1 && !(await box.isChecked()) && !shown.includes(candidate)) {
      label = candidate;
      break;
    }
  }
  expect(label, 'a field the panel does not show yet').not.toBe('');
  const toggle = async () => {
    await page.getByRole('dialog', { name: 'Add field' }).getByText(label, { exact: true }).click();
    await page.getByRole('dialog', { name: 'Add field' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Add field' })).toBeHidden();
  };
  await toggle();
  await expect(terms.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  // Opened again on the same page, the dialog shows the choice just saved.
  await panel.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('dialog', { name: 'Add field' }).getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  await page.getByRole('dialog', { name: 'Add field' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Add field' })).toBeHidden();
  // Chosen per user and type: it stays after a reload; unchosen, it goes.
  await page.reload();
  await expect(terms.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  await panel.getByRole('button', { name: 'Add field' }).click();
  await toggle();
  await expect(terms.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(0);
});
