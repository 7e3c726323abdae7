// The calendar: month → week → day, an event added for tomorrow lands in its hour slot, an invited user accepts
// one event and declines another, an event is deleted after "Delete this event?" (axe on each screen), and times
// show in the user's time zone preference in a browser running in another zone.
import {
  test,
  expect,
  users,
  apiAdd,
  apiCall,
  apiLogin,
  expectNoSeriousA11yViolations,
  newSession,
  sessionOf,
  uniqueName,
} from './support/fixtures';

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const tomorrow = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};
const at = (day: Date, hour: number) => new Date(day.getTime() + hour * 3_600_000).toISOString();

test.use({ user: users.admin });
// The week grid has 7 × 24 hour cells: axe and the shared machine need more than the default 30 s.
test.setTimeout(120_000);

test('month, week and day views; Add makes an event for tomorrow in its hour slot; it is deleted after confirmation', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'calendar month');

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/week/);
  await expect(page.getByTestId('time-grid-7')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'calendar week');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/day/);
  await expect(page.getByTestId('time-grid-1')).toBeVisible();

  const day = tomorrow();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${ymd(day)}`));
  // The page shows the new day before Add reads it (the URL changes before the page renders it).
  await expect(
    page.getByRole('heading', { level: 2, name: day.toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' }) }),
  ).toBeVisible();
  const subject = uniqueName('Site visit');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const pane = page.getByRole('dialog');
  await pane.getByLabel('Subject').fill(subject);
  await pane.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pane).toBeHidden();
  await page.getByRole('alertdialog', { name: 'Item is saved.' }).getByRole('button', { name: 'Dismiss message' }).click();

  // Preset at 09:00 of the selected day: 9 rows of 50 px from the top of tomorrow's column.
  const column = page.locator(`[data-column="${ymd(day)}"]`);
  const placed = column.getByRole('button', { name: new RegExp(subject) });
  await expect(placed).toBeVisible();
  await expect(placed).toHaveAttribute('data-top', '450');
  await expect(placed).toHaveCSS('height', '50px');
  await expectNoSeriousA11yViolations(page, 'calendar day');

  await placed.click();
  const popup = page.getByRole('dialog', { name: `Event ${subject}` });
  await expect(popup.getByRole('button', { name: 'Accept' })).toHaveCount(0); // the organizer does not accept
  await popup.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
  await expectNoSeriousA11yViolations(page, 'delete event confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(column.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
});

test('an invited user accepts one event and declines another from the preview', async ({ browser }) => {
  const admin = await apiLogin(users.admin);
  const crm = await apiLogin(users.crm);
  const day = tomorrow();
  const acceptMe = uniqueName('Kick-off');
  const declineMe = uniqueName('Retro');
  await apiAdd(admin.token, 'Event', { subject: acceptMe, startDate: at(day, 11), endDate: at(day, 12), attendeeIds: [crm.userId] });
  await apiAdd(admin.token, 'Event', { subject: declineMe, startDate: at(day, 11.5), endDate: at(day, 13), attendeeIds: [crm.userId] });

  const context = await newSession(browser, users.crm);
  const page = await context.newPage();
  await page.goto(`/calendar/day?date=${ymd(day)}`);
  const column = page.locator(`[data-column="${ymd(day)}"]`);
  const first = column.getByRole('button', { name: new RegExp(acceptMe) });
  const second = column.getByRole('button', { name: new RegExp(declineMe) });
  // The two overlap: side by side, each half the column.
  await expect(first).toHaveAttribute('style', /width: 50%/);
  await expect(second).toHaveAttribute('style', /left: 50%/);

  await first.click();
  let popup = page.getByRole('dialog', { name: `Event ${acceptMe}` });
  await expectNoSeriousA11yViolations(page, 'event preview');
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByText('Your answer: accepted')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).click();

  await second.click();
  popup = page.getByRole('dialog', { name: `Event ${declineMe}` });
  await popup.getByRole('button', { name: 'Decline' }).click();
  await expect(popup.getByText('Your answer: declined')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Accept' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  // Read again from the server: the answers stay.
  await page.reload();
  await first.click();
  await expect(page.getByRole('dialog', { name: `Event ${acceptMe}` }).getByText('Your answer: accepted')).toBeVisible();
  await context.close();
});

test("times show in the user's time zone preference, not the browser's; Add presets 09:00 of that zone", async ({ browser }) => {
  // The browser runs in UTC, the user counts in Tokyo (UTC+9): 23:30 UTC tomorrow is 08:30 the day after in Tokyo.
  const project = await apiLogin(users.project);
  const setZone = (timeZone: string) => apiCall(project.token, 'PUT', '/api/User/UpdatePreference', { timeZone });
  expect((await setZone('Asia/Tokyo')).status).toBe(200);
  const context = await browser.newContext({ storageState: await sessionOf(users.project), timezoneId: 'UTC' });
  try {
    const utcDay = tomorrow();
    const tokyoDay = new Date(utcDay.getTime() + 86_400_000);
    const subject = uniqueName('Tokyo call');
    await apiAdd(project.token, 'Event', { subject, startDate: at(utcDay, 23.5), endDate: at(utcDay, 24.5) });

    const page = await context.newPage();
    for (const view of ['day', 'week'] as const) {
      await page.goto(`/calendar/${view}?date=${ymd(tokyoDay)}`);
      const placed = page.locator(`[data-column="${ymd(tokyoDay)}"]`).getByRole('button', { name: new RegExp(subject) });
      // 08:30: 8.5 rows of 50 px; the browser's zone would have put it at 23:30 of the day before.
      await expect(placed).toHaveAttribute('data-top', '425');
      await expect(placed).toContainText('08:30');
      if (view === 'week')
        await expect(page.locator(`[data-column="${ymd(utcDay)}"]`).getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
    }
    await page
      .locator(`[data-column="${ymd(tokyoDay)}"]`)
      .getByRole('button', { name: new RegExp(subject) })
      .click();
    const popup = page.getByRole('dialog', { name: `Event ${subject}` });
    await expect(popup.getByText(/08:30 AM – 09:30 AM/)).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();

    // Add presets 09:00 of the day shown on the user's clock, and the editor shows and keeps it (not 00:00 UTC).
    await page.goto(`/calendar/day?date=${ymd(tokyoDay)}`);
    await expect(
      page.getByRole('heading', { level: 2, name: tokyoDay.toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const pane = page.getByRole('dialog');
    await expect(pane.getByRole('textbox', { name: 'Start', exact: true })).toHaveValue(/9:00 AM$/);
    const added = uniqueName('Tokyo breakfast');
    await pane.getByLabel('Subject').fill(added);
    await pane.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(pane).toBeHidden();
    const addedButton = page.locator(`[data-column="${ymd(tokyoDay)}"]`).getByRole('button', { name: new RegExp(added) });
    await expect(addedButton).toHaveAttribute('data-top', '450');
  } finally {
    await context.close();
    await setZone('UTC');
  }
});
