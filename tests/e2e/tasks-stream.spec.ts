// The home page's task sections (accept all, assign to) and the activity stream (comment, mark complete) seen
// live by a second browser.
import { test, expect, users, apiAdd, apiCall, apiLogin, newSession, uniqueName, expectNoSeriousA11yViolations } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

test('work the four task sections: accept all new tasks, then assign a delegated one to someone else', async ({ browser }) => {
  const admin = await apiLogin(users.admin);
  const support = await apiLogin(users.support);
  const project = await apiLogin(users.project);
  const org = await apiAdd(admin.token, 'Organization', { name: uniqueName('Section Works') });
  // Early due dates put the tasks first in their sections (soonest first); the undated one is the newest undated.
  const dated = uniqueName('Check the boiler');
  const undated = uniqueName('Order spare parts');
  const common = { taskStatus: 'Not Started', parentObject: 'Organization', parentId: org, assigneeIds: [support.userId] };
  const datedId = await apiAdd(admin.token, 'Task', { ...common, subject: dated, dueDate: '2001-01-01T09:00:00.000Z' });
  await apiAdd(admin.token, 'Task', { ...common, subject: undated, dueDate: null });

  const supportContext = await newSession(browser, users.support);
  try {
    const page = await supportContext.newPage();
    await page.goto('/');
    const fresh = page.getByTestId('tasks-new');
    await expect(fresh.getByRole('link', { name: dated })).toBeVisible();
    await expect(fresh.getByRole('button', { name: `Accept: ${dated}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home task sections and stream');

    await fresh.getByRole('button', { name: 'Accept all' }).click();
    const current = page.getByTestId('tasks-current');
    await expect(current.getByRole('link', { name: dated })).toBeVisible();
    await expect(current.getByTestId('task-row').filter({ hasText: dated })).toContainText('overdue');
    await expect(page.getByTestId('tasks-undated').getByRole('link', { name: undated })).toBeVisible();
    await expect(fresh.getByRole('link', { name: dated })).toHaveCount(0);
    // The link opens the task's progress page.
    await expect(current.getByRole('link', { name: dated })).toHaveAttribute('href', `/task/${datedId}/progress`);
    await current.getByRole('link', { name: dated }).click();
    const log = page.getByRole('list', { name: 'Progress log' });
    await expect(log).toContainText('accepted');
    await expect(log).toContainText('In Progress');
    await expectNoSeriousA11yViolations(page, 'task progress page');
  } finally {
    await supportContext.close();
  }

  const adminContext = await newSession(browser, users.admin);
  try {
    const page = await adminContext.newPage();
    await page.goto('/');
    const delegated = page.getByTestId('tasks-delegated');
    const row = delegated.getByTestId('task-row').filter({ hasText: dated });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: new RegExp(`Assign ${dated} to`) }).click();
    await page.getByRole('option', { name: 'Priya Shah' }).first().click();
    await row.getByRole('button', { name: 'Assign to', exact: true }).click();
    // Now new for the project user.
    await expect
      .poll(async () => {
        const res = await apiCall<{ data: { id: number }[] }>(project.token, 'GET', '/api/Task/ListNewTask?pageSize=100');
        return res.body.data.some((t) => t.id === datedId);
      })
      .toBe(true);
  } finally {
    await adminContext.close();
  }
});

test('comment on an update and mark it complete; a second browser sees both live', async ({ browser }) => {
  const admin = await apiLogin(users.admin);
  const org = await apiAdd(admin.token, 'Organization', { name: uniqueName('Stream Partners') });
  const subject = uniqueName('Site visit done');
  await apiAdd(admin.token, 'StatusUpdate', { subject, body: '<p>All good on site.</p>', parentObject: 'Organization', parentId: org });

  const writerContext = await newSession(browser, users.crm);
  const watcherContext = await newSession(browser, users.project);
  try {
    const watcher = await watcherContext.newPage();
    await watcher.goto('/whatsnew');
    const watched = watcher.getByTestId('stream-item').filter({ hasText: subject });
    await expect(watched).toBeVisible();

    const writer = await writerContext.newPage();
    await writer.goto('/whatsnew');
    const item = writer.getByTestId('stream-item').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(writer, 'activity stream');

    // The comment area toggles.
    await item.getByRole('button', { name: 'Comment', exact: true }).click();
    const box = item.getByLabel(`Comment on ${subject}`);
    await expect(box).toBeVisible();
    await expect(item.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    await box.fill('Photos are in the shared folder');
    await item.getByRole('button', { name: 'Post comment' }).click();
    await expect(item.getByLabel(`Comment on ${subject}`)).toHaveCount(0);
    await expect(item.getByRole('list', { name: `Comments on ${subject}` })).toContainText('Photos are in the shared folder');
    await expect(watched.getByRole('list', { name: `Comments on ${subject}` })).toContainText('Photos are in the shared folder');

    await item.getByRole('button', { name: 'Mark complete' }).click();
    await expect(item).toContainText('Marked as Complete');
    await expect(item.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
    await expect(watched).toContainText('Marked as Complete');
    await expect(watched).toContainText('Next action completed');

    // A new update shows up live at the top of the other browser's stream.
    const later = uniqueName('Contract signed');
    await apiAdd(admin.token, 'StatusUpdate', { subject: later, parentObject: 'Organization', parentId: org });
    await expect(watcher.getByTestId('stream-item').first()).toContainText(later, { timeout: 20_000 });
  } finally {
    await writerContext.close();
    await watcherContext.close();
  }
});
