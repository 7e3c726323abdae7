import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as AppShell } from '../../web/src/app/shell/AppShell';
import AppShellQuery from '../../web/src/app/shell/__generated__/AppShellQuery.graphql';
import { MockPayloadGenerator, createMockEnvironment, pendingOperation, queueMockResolvers, renderRoute } from './support/RelayTestWrapper';

function smallScreen(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })),
  );
}

function renderShell(isFree: boolean) {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, {
    Viewer: () => ({ id: 'viewer-1', notificationBadge: 2, isFree, isAdministrator: false, roles: ['crm'], mainMenu: [] }),
    User: () => ({ fullName: 'Casey Rivera', jobTitle: 'Account manager', profileImage: null }),
    NotificationConnection: () => ({ edges: [] }),
  });
  renderRoute({ environment, Component: AppShell, path: '/', query: AppShellQuery });
  return environment;
}

afterEach(() => vi.unstubAllGlobals());

describe('the mobile menu', () => {
  it('on a small screen offers Notifications, To Dos and Timers; Timers lists the running timers', async () => {
    smallScreen(true);
    const environment = renderShell(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Menu, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // The tabs load when the menu first opens (react-aria fills the tab list after it mounts: wait for the tabs).
    const tabs = (await within(await within(dialog).findByRole('tablist', { name: 'Menu' })).findAllByRole('tab')).map(
      (t) => t.textContent,
    );
    expect(tabs).toEqual(['Notifications', 'To Dos', 'Timers']);
    expect(screen.queryByRole('button', { name: /^To Do/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Timers' }));
    await waitFor(() => expect(pendingOperation(environment, 'RunningTimersQuery')).toBeTruthy());
    const op = pendingOperation(environment, 'RunningTimersQuery')!;
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        Viewer: () => ({ id: 'viewer-1' }),
        Task: () => ({ id: 't1', subject: 'Prepare the demo', url: '/task/detail/4', timerStartedAt: new Date().toISOString() }),
      }),
    );
    expect(await within(dialog).findByRole('link', { name: 'Prepare the demo' })).toBeTruthy();
  });

  it('hides Timers from freemium users', async () => {
    smallScreen(true);
    renderShell(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Menu, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByRole('tab', { name: 'To Dos' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Timers' })).toBeNull();
  });

  it('is not shown on a large screen, where the To Do button stays', async () => {
    smallScreen(false);
    renderShell(false);
    expect(await screen.findByRole('button', { name: /^To Do/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Menu/ })).toBeNull();
  });
});
