// The service worker (web/public/sw.js), run in a stand-in worker scope: a push becomes a notification with the
// api's title, body and link; a click focuses or opens that link, and only ever a path of this site.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(resolve(__dirname, '../../web/public/sw.js'), 'utf8');
const ORIGIN = 'https://suite.example';

type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: () => Promise<unknown>; navigate: (u: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(async () => undefined),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(self);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { self, fire };
}

const pushOf = (message: unknown) => ({ data: { json: () => message } });
const clickOf = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('the service worker', () => {
  it('shows a push as a notification with its title, body and in-site link', async () => {
    const { self, fire } = worker();
    await fire(
      'push',
      pushOf({ event: 'notify', notification: { title: 'Acme deal', body: 'Opportunity assigned to you', url: '/opportunity/detail/7' } }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Acme deal', {
      body: 'Opportunity assigned to you',
      data: { url: '/opportunity/detail/7' },
    });
  });

  it('never keeps a link to another site, and still shows a push it cannot read', async () => {
    const { self, fire } = worker();
    await fire('push', pushOf({ notification: { title: 'X', body: '', url: '//evil.example/x' } }));
    expect(self.registration.showNotification).toHaveBeenLastCalledWith('X', { body: '', data: { url: '/' } });
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(self.registration.showNotification).toHaveBeenLastCalledWith('Business suite', { body: '', data: { url: '/' } });
  });

  it('a click focuses the tab already on the link', async () => {
    const tab = { url: `${ORIGIN}/task/detail/3`, focus: vi.fn(async () => tab), navigate: vi.fn() };
    const { self, fire } = worker([tab]);
    await fire('notificationclick', clickOf('/task/detail/3'));
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('else brings a tab of the app to the link, else opens one; a foreign link opens the home page', async () => {
    const moved = { focus: vi.fn(async () => undefined) };
    const tab = { url: `${ORIGIN}/calendar`, focus: vi.fn(), navigate: vi.fn(async () => moved) };
    const one = worker([tab]);
    await one.fire('notificationclick', clickOf('/task/detail/3'));
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/task/detail/3`);
    expect(moved.focus).toHaveBeenCalled();

    const none = worker([]);
    await none.fire('notificationclick', clickOf('https://evil.example/phish'));
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
