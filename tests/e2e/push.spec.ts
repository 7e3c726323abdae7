// Web push in a real browser: the app's service worker registers at /sw.js and controls the page. Headless
// Chromium has no push service, so turning push on must fail visibly (never a faked success).
import { test, expect, signIn } from './support/fixtures';

test('the service worker registers for the whole site and controls the page', async ({ page }) => {
  await signIn(page, 'crm@acme.example');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: navigator.serviceWorker.controller?.scriptURL, origin: location.origin };
  });
  expect(worker.scope).toBe(`${worker.origin}/`);
  expect(worker.script).toBe(`${worker.origin}/sw.js`);
});

test('turning push on where the browser has no push service says so and stays off', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, 'crm@acme.example');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const box = page.getByRole('checkbox', { name: 'Notify me in this browser' });
  await expect(box).toBeEnabled();
  await box.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'Push notifications could not be turned on' })).toBeVisible();
  await expect(box).not.toBeChecked();
});
