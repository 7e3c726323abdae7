import { test as base, expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { e2eApiUrl, e2eBaseUrl } from './ports';

export const password = 'demo1234';

/** The seeded demo users the specs sign in as (api/src/seed/demo-logins.ts). */
export const users = {
  admin: 'admin@acme.example',
  crm: 'crm@acme.example',
  project: 'project@acme.example',
  support: 'support@acme.example',
} as const;

/** Signs in through the real login form and waits for the shell. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, Promise<StorageState>>();

/**
 * The session cookie of a user, signed in once per worker through the bff's `login` mutation (the login form
 * itself is covered by the specs that sign in through it). Sharing it keeps the suite inside its time budget.
 */
export function sessionOf(username: string): Promise<StorageState> {
  let session = sessions.get(username);
  if (!session) {
    session = (async () => {
      const api = await request.newContext({ baseURL: e2eBaseUrl });
      const res = await api.post('/graphql', {
        data: {
          query: 'mutation Login($input: LoginInput!) { login(input: $input) { __typename } }',
          variables: { input: { username, password } },
        },
      });
      const body = (await res.json()) as { data?: { login: { __typename: string } } };
      expect(body.data?.login.__typename, `login of ${username}`).toBe('LoginSuccess');
      const state = await api.storageState();
      await api.dispose();
      return state;
    })();
    sessions.set(username, session);
  }
  return session;
}

/** A fresh browser context (a second browser, in effect) signed in as `username`. */
export async function newSession(browser: Browser, username: string): Promise<BrowserContext> {
  return browser.newContext({ storageState: await sessionOf(username) });
}

/** Fails on any serious or critical axe violation of the page as it is now (WCAG 2.1 A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Direct REST access to the api, as an integrator would: used to cause things the UI must react to. */
export async function apiLogin(username: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${e2eApiUrl}/api/Authentication/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; user: { userId: number } };
  return { token: body.token, userId: body.user.userId };
}

export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${e2eApiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Adds a record through the api (`POST /api/{Object}/Add`) and returns its row id. */
export async function apiAdd(token: string, objectName: string, model: Record<string, unknown>): Promise<number> {
  const res = await apiCall<{ model: { id: number } }>(token, 'POST', `/api/${objectName}/Add`, model);
  expect(res.status, `${objectName}/Add ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.model.id;
}

/** A name no seeded record has, so a spec can find the record it made (and reruns never collide). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * `test` with a `user` option: a spec file or describe block that sets `test.use({ user: users.admin })` starts
 * every test already signed in as that user (the shared session above), without going through the login form.
 */
export const test = base.extend<{ user: string | null }>({
  user: [null, { option: true }],
  // Every page of every spec runs under the bff's Content-Security-Policy: a violation (an inline style or script,
  // a connection elsewhere) fails the test that caused it.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  storageState: async ({ user, storageState }, use) => {
    await use(user ? await sessionOf(user) : storageState);
  },
});
export { expect };
