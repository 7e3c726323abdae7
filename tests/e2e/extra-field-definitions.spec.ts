// Setup → Extra Fields: an administrator adds a required select field to organizations; it shows in the organization
// edit pane, and saving without it is refused with the spec's message. Others do not see the screen and are refused.
// (Globex's administrator: no other spec creates Globex organizations, so the new required field disturbs nobody.)
import { test, expect, users, apiAdd, apiCall, apiLogin, uniqueName } from './support/fixtures';
import { recordHeading } from './support/records';

const GLOBEX_ADMIN = 'admin@globex.example';

test.describe('administrator', () => {
  test.use({ user: GLOBEX_ADMIN });

  test('adds a required select field to organizations; the edit pane asks for it before saving', async ({ page }) => {
    const admin = await apiLogin(GLOBEX_ADMIN);
    const orgName = uniqueName('Tiered Trading');
    const id = await apiAdd(admin.token, 'Organization', { name: orgName });
    const fieldName = uniqueName('Tier');
    try {
      await page.goto('/setup');
      await page.getByRole('link', { name: 'Extra Fields' }).click();
      await expect(page.getByRole('heading', { name: 'Extra Fields' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Add extra field' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(fieldName);
      await form.getByRole('button', { name: /Field type$/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Select', exact: true }).click();
      await form.getByRole('textbox', { name: 'Options' }).fill('Gold\nSilver');
      // By keyboard, as the screen is meant to be used.
      const required = form.getByRole('checkbox', { name: 'Required' });
      await required.focus();
      await page.keyboard.press('Space');
      await expect(required).toBeChecked();
      await form.getByRole('button', { name: 'Add field' }).click();
      const row = page.getByRole('table', { name: 'Extra fields' }).getByRole('row', { name: new RegExp(fieldName) });
      await expect(row).toContainText('Gold, Silver');
      await expect(row).toContainText('Yes');

      await page.goto(`/organization/${id}/detail-info`);
      await expect(recordHeading(page)).toHaveText(orgName);
      // The summary panel's Edit opens the edit pane (detail-info's own Edit, once its section is drawn, edits in place).
      await page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Edit', exact: true }).click();
      const pane = page.getByRole('dialog', { name: 'Edit Organization' });
      const tier = pane.getByRole('button', { name: new RegExp(fieldName) });
      await expect(tier).toBeVisible();
      await pane.getByRole('textbox', { name: 'Industry', exact: true }).fill('Widgets');
      await pane.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(pane.getByText('Please complete all the required fields').first()).toBeVisible();
      await expect(pane).toBeVisible();

      await tier.click();
      await page.getByRole('listbox').getByRole('option', { name: 'Gold', exact: true }).click();
      await pane.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Item is saved.')).toBeVisible();
      await expect(pane).toBeHidden();
    } finally {
      const defs = await apiCall<{ data: { id: number; name: string }[] }>(
        admin.token,
        'GET',
        '/api/ExtraField/List?parentObject=Organization',
      );
      for (const d of defs.body.data.filter((x) => x.name === fieldName))
        await apiCall(admin.token, 'DELETE', `/api/ExtraField/Delete/${d.id}`);
    }
  });
});

test.describe('non-administrator', () => {
  test.use({ user: users.crm });

  test('does not see the screen in Setup and is refused at its address', async ({ page }) => {
    await page.goto('/setup');
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Extra Fields' })).toHaveCount(0);
    await page.goto('/setup/extra-fields');
    await expect(page.getByText('Only administrators can manage extra fields')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add extra field' })).toHaveCount(0);
  });
});
