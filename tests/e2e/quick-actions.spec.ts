// The summary panel's quick actions add an activity under the record shown (its Related To is the record), and
// the dropbox address is copied with one click.
import type { Locator } from '@playwright/test';
import { test, expect, users, apiAdd, apiLogin, expectNoSeriousA11yViolations, uniqueName } from './support/fixtures';
import { expectDetailUrl, openSection, recordHeading, recordLinks, summaryPanel } from './support/records';

test.use({ user: users.admin, permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * Each quick action, the pane it opens, the section its record then appears in, and what it needs filled. Task
 * and Event (required instants) are saved; Call and Email share that save path, so they only prove their pane.
 */
const QUICK_ADDS: readonly { action: string; pane: string; section: string; save: boolean; fill?: (pane: Locator) => Promise<void> }[] = [
  { action: 'Task', pane: 'New Task', section: 'Tasks', save: true },
  { action: 'Call', pane: 'New Call', section: 'Calls', save: false },
  { action: 'Email', pane: 'New Email', section: 'Emails', save: false },
  {
    save: true,
    action: 'Event',
    pane: 'New Event',
    section: 'Events',
    fill: async (pane) => {
      await pane.getByRole('textbox', { name: 'Start', exact: true }).fill('2031-05-17T10:00');
      await pane.getByRole('textbox', { name: 'End', exact: true }).fill('2031-05-17T11:30');
    },
  },
];

test('Task, Call, Email and Event add one under the record; Copy puts the dropbox address on the clipboard', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await apiLogin(users.admin);
  const name = uniqueName('Quay wall survey');
  const id = await apiAdd(admin.token, 'Opportunity', { name, stage: 'Proposal' });
  await page.goto(`/opportunity/detail/${id}`);
  await expectDetailUrl(page, 'opportunity', 'updates');
  await expect(recordHeading(page)).toHaveText(name);
  const actions = summaryPanel(page).getByRole('group', { name: 'Quick actions' });

  for (const { action, pane: title, section, save, fill } of QUICK_ADDS) {
    await actions.getByRole('button', { name: action, exact: true }).click();
    const pane = page.getByRole('dialog', { name: title });
    // Added where it is asked for: under this opportunity, owned by whoever adds it.
    await expect(pane.getByRole('button', { name: /Related To type$/ })).toContainText('Opportunity');
    await expect(pane.getByRole('combobox', { name: 'Owner' }), `${title}: the owner defaults to the user`).toHaveValue('Alice Adams');
    if (action === 'Task') await expectNoSeriousA11yViolations(page, 'new task pane');
    if (!save) {
      await pane.getByRole('button', { name: 'Cancel' }).click();
      await expect(pane).toBeHidden();
      continue;
    }
    const subject = `${action} about ${name}`;
    await pane.getByLabel('Subject').fill(subject);
    await fill?.(pane);
    await pane.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(pane, `${title} saved`).toBeHidden();

    await openSection(page, section);
    const region = page.getByRole('region', { name: `${section} (1)`, exact: true });
    await expect(recordLinks(region.getByRole('table'))).toHaveText([subject]);
  }

  await summaryPanel(page).getByRole('button', { name: 'Copy dropbox email' }).click();
  await expect(page.getByText('Dropbox link is copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^dropbox-opportunity-${id}@[\\w.-]+$`));
});
