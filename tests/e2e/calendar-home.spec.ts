// Issue 9's remaining screens: the home week widget (this week, next week, hide and show), the event editor's
// repeat rule, an event change reaching an open calendar live, a call logged from a task row (60-second
// minimum) and a file attached to a stream comment.
import { test, expect, users, apiAdd, apiCall, apiLogin, newSession, uniqueName } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const dayStart = (offset: number) => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};
const at = (day: Date, hour: number) => new Date(day.getTime() + hour * 3_600_000).toISOString();

test('the week widget shows this week and next week; a weekly rule repeats the event; the widget hides and shows', async ({ browser }) => {
  const support = await apiLogin(users.support);
  const subject = uniqueName('Team sync');
  const today = dayStart(0);
  await apiAdd(support.token, 'Event', { subject, startDate: at(today, 10), endDate: at(today, 11) });

  const context = await newSession(browser, users.support);
  try {
    const page = await context.newPage();
    // The event editor's repeat rule, from the preview.
    await page.goto(`/calendar/day?date=${ymd(today)}`);
    await page
      .locator(`[data-column="${ymd(today)}"]`)
      .getByRole('button', { name: new RegExp(subject) })
      .click();
    const popup = page.getByRole('dialog', { name: `Event ${subject}` });
    await popup.getByRole('button', { name: 'Repeat and invitations' }).click();
    await popup.getByRole('button', { name: /Repeats/ }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await popup.getByRole('textbox', { name: /Times/ }).fill('3');
    await popup.getByRole('button', { name: 'Save repeat' }).click();
    await expect(popup.getByRole('status')).toHaveText('Saved: Every week, 3 times');
    await popup.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/');
    const widget = page.getByTestId('week-widget');
    await expect(widget.locator(`[data-day="${ymd(today)}"]`)).toContainText(subject);
    await page.getByRole('button', { name: 'Next week' }).click();
    // The second occurrence, a week later.
    await expect(widget.locator(`[data-day="${ymd(dayStart(7))}"]`)).toContainText(subject);

    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(page.getByTestId('week-widget')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show the week calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Show the week calendar' }).click();
    await expect(page.getByTestId('week-widget')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an event added elsewhere reaches an open week view live', async ({ browser }) => {
  const admin = await apiLogin(users.admin);
  const crm = await apiLogin(users.crm);
  const day = dayStart(1);
  const context = await newSession(browser, users.crm);
  try {
    const page = await context.newPage();
    // The event is added only once the calendar's live subscription (recordChanged of events) has gone out on the
    // socket: added earlier, it would be a change the page never subscribed to.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framesent', (frame) => {
          const text = String(frame.payload);
          if (text.includes('"type":"subscribe"') && text.includes('"type":"Event"')) resolve();
        }),
      );
    });
    await page.goto(`/calendar/week?date=${ymd(day)}`);
    const column = page.locator(`[data-column="${ymd(day)}"]`);
    await expect(column).toBeVisible();
    await subscribed;
    // The bff registers the subscription after checking the session: until a first change shows live, one added
    // now could still pass unseen. Live changes are what make a canary appear (the page is never reloaded).
    await expect(async () => {
      const canary = uniqueName('Canary');
      await apiAdd(admin.token, 'Event', { subject: canary, startDate: at(day, 9), endDate: at(day, 10), attendeeIds: [crm.userId] });
      await expect(column.getByRole('button', { name: new RegExp(canary) }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const subject = uniqueName('Supplier call');
    await apiAdd(admin.token, 'Event', { subject, startDate: at(day, 14), endDate: at(day, 15), attendeeIds: [crm.userId] });
    await expect(column.getByRole('button', { name: new RegExp(subject) })).toHaveAttribute('data-top', '700', { timeout: 20_000 });
  } finally {
    await context.close();
  }
});

test('log a call from a task row (at least a minute) and attach a file to a stream comment', async ({ browser }) => {
  const support = await apiLogin(users.support);
  const subject = uniqueName('Phone the client');
  const taskId = await apiAdd(support.token, 'Task', {
    subject,
    taskStatus: 'Not Started',
    assigneeIds: [support.userId],
    dueDate: '2001-01-02T09:00:00.000Z',
  });
  const update = uniqueName('Visit report');
  await apiAdd(support.token, 'StatusUpdate', { subject: update, body: '<p>Report attached below.</p>' });

  const context = await newSession(browser, users.support);
  try {
    const page = await context.newPage();
    await page.goto('/');
    const row = page.getByTestId('tasks-current').getByTestId('task-row').filter({ hasText: subject });
    await row.getByRole('button', { name: `Log call: ${subject}` }).click();
    const form = row.getByRole('form', { name: `Log call: ${subject}` });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('A call must last at least 1 minute.');
    await form.getByRole('textbox', { name: 'Minutes' }).fill('5');
    await expect(form).toContainText('Duration: 5 minutes');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    // The progress log has the call's 300 seconds.
    const log = await apiCall<unknown>(support.token, 'POST', `/api/TaskProgress/PagingAndSorting?taskId=${taskId}`, { pageSize: 0 });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toMatch(/"duration":300\b/);

    await page.goto('/whatsnew');
    const item = page.getByTestId('stream-item').filter({ hasText: update });
    await item.getByRole('button', { name: 'Comment', exact: true }).click();
    await item.getByLabel(`Comment on ${update}`).fill('Signed copy');
    await item
      .getByTestId('comment-files')
      .setInputFiles({ name: 'signed-copy.txt', mimeType: 'text/plain', buffer: Buffer.from('signed') });
    await expect(item.getByRole('list', { name: 'Files to attach' })).toContainText('signed-copy.txt');
    await item.getByRole('button', { name: 'Post comment' }).click();
    const comments = item.getByRole('list', { name: `Comments on ${update}` });
    await expect(comments).toContainText('Signed copy');
    await expect(comments.getByRole('link', { name: /signed-copy\.txt/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
