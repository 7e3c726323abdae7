import type { Page, Request } from '@playwright/test';
import { test, expect, users } from './support/fixtures';

// How the app reaches the browser: persisted operations only, one request for the frame and the page, the
// security headers, and no CSP violation while the menus, panels and panes that load on demand open.
test.use({ user: users.crm });

interface SentOperation {
  operationName: string;
  documentId?: string;
  query?: string;
}

function recordGraphQL(page: Page): SentOperation[] {
  const sent: SentOperation[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') sent.push(request.postDataJSON() as SentOperation);
  });
  return sent;
}

test('a full load of the organization list asks the frame and the page together, by persisted ids', async ({ page }) => {
  const sent = recordGraphQL(page);
  const response = await page.goto('/organization');
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One request: the top bar's data, the views and the list through the default view, its columns chosen by the server.
  expect(sent.map((op) => op.operationName)).toEqual(['RecordListRouteQuery']);
  for (const op of sent) {
    expect(op.documentId, op.operationName).toMatch(/^[0-9a-f]{64}$/);
    expect(op.query, op.operationName).toBeUndefined();
  }

  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
});

test('a full load of a detail page is one request too, on any tab, and so is each change of tab', async ({ page }) => {
  await page.goto('/organization');
  const first = page.getByRole('table', { name: 'Organizations' }).getByRole('rowheader').getByRole('link').first();
  await first.click();
  // An organization in a role opens under the role (lead, customer, supplier).
  await expect(page).toHaveURL(/\/\w+\/\d+\/updates$/);
  const detailUrl = page.url();
  await page.goto('about:blank');
  const sent = recordGraphQL(page);
  await page.goto(detailUrl);
  await expect(page.getByRole('complementary', { name: 'Summary' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One request: the frame, the record and its Updates section's first page came together.
  expect(sent.map((op) => op.operationName)).toEqual(['RecordDetailRouteQuery']);
  await expect(page.getByRole('region', { name: /Updates/ })).toBeVisible();
  // Every other tab is one more request: the page's query again, with that section's data.
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  for (const [tab, heading] of [
    ['Tasks', /^Tasks/],
    ['History', /^History/],
    ['Details', /^Details/],
    ['Shares', /^Shares/],
    ['Recent', /^Recent/],
    ['Attachments', /^Attachments/],
  ] as const) {
    sent.length = 0;
    await tabs.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      sent.map((op) => op.operationName),
      tab,
    ).toEqual(['RecordDetailRouteQuery']);
  }
  // A full load on a tab that lists no records is one request as well.
  sent.length = 0;
  await page.goto(detailUrl.replace(/\/updates$/, '/history'));
  await expect(page.getByRole('heading', { name: /^History/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent.map((op) => op.operationName)).toEqual(['RecordDetailRouteQuery']);
});

test('menus, panels and the edit pane load on demand and run clean under the CSP', async ({ page }) => {
  const sent = recordGraphQL(page);
  await page.goto('/organization');
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(bell).toBeFocused();

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');

  const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
  await group.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(group).toBeFocused();

  await page.getByRole('button', { name: 'Add Organization', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^New / })).toBeVisible();
  await page.keyboard.press('Escape');

  // Everything the app sent was a persisted operation.
  expect(sent.length).toBeGreaterThan(2);
  expect(sent.filter((op) => op.query !== undefined)).toEqual([]);
});
