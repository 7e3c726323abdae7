import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as AppShell } from '../../web/src/app/shell/AppShell';
import AppShellQuery from '../../web/src/app/shell/__generated__/AppShellQuery.graphql';
import { badgeCount } from '../../web/src/features/notifications/constants';
import { REALTIME_IDLE_MS } from '../../web/src/app/realtime/activity';
import {
  MockPayloadGenerator,
  createMockEnvironment,
  operationName,
  pendingOperation,
  queueMockResolvers,
  renderRoute,
  type RelayMockEnvironment,
} from './support/RelayTestWrapper';

function renderShell(badge: number, extra: { isAdministrator?: boolean; roles?: string[] } = {}): RelayMockEnvironment {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, {
    Viewer: () => ({
      id: 'viewer-1',
      notificationBadge: badge,
      isAdministrator: extra.isAdministrator ?? false,
      roles: extra.roles ?? ['crm'],
      mainMenu: [
        {
          key: 'crm',
          label: 'CRM',
          items: [
            { key: 'organization', label: 'Organizations', url: '/organization', isLocked: false },
            { key: 'campaign', label: 'Campaigns', url: '/campaign', isLocked: true },
          ],
        },
      ],
    }),
    User: () => ({ fullName: 'Casey Rivera', jobTitle: 'Account manager', profileImage: null }),
    NotificationConnection: () => ({ edges: [] }),
  });
  renderRoute({ environment, Component: AppShell, path: '/', query: AppShellQuery });
  return environment;
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

/** The pending operation of that name once the shell has sent it (from an effect after a render, so it may lag). */
async function sent(environment: RelayMockEnvironment, name: string) {
  await waitFor(() => expect(pendingOperation(environment, name)).toBeTruthy());
  return pendingOperation(environment, name)!;
}
const liveSubscription = (environment: RelayMockEnvironment) => sent(environment, 'useNotificationAddedSubscription');

describe('the notification bell', () => {
  it('caps the badge at 20', async () => {
    renderShell(23);
    const button = await bell();
    expect(button.textContent).toContain('20');
    expect(button.textContent).not.toContain('23');
    expect(button.getAttribute('aria-label')).toBe('Notifications, 20 unread');
    expect(badgeCount(57)).toBe(20);
    expect(badgeCount(0)).toBe(0);
  });

  it('shows no number when nothing is unread', async () => {
    renderShell(0);
    const button = await bell();
    expect(button.textContent).not.toMatch(/[0-9]/);
    expect(button.getAttribute('aria-label')).toBe('Notifications');
  });

  it('bumps the badge and lists the notification when notificationAdded arrives', async () => {
    const environment = renderShell(3);
    const button = await bell();
    expect(button.textContent).toContain('3');
    const subscription = await liveSubscription(environment);
    act(() => {
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          Notification: () => ({ id: 'n-new', name: 'Quarterly review assigned', isRead: false, url: '/organization/detail/7' }),
        }),
      );
    });
    await waitFor(() => expect(button.textContent).toContain('4'));

    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // The panel's list loads its code when the panel first opens ("Loading…" meanwhile).
    expect(await within(panel).findByText('Quarterly review assigned', {}, { timeout: 5000 })).toBeTruthy();
    // Opening the panel marks everything read: the badge disappears at once (optimistic).
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useMarkNotificationsReadMutation'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/, hidden: true }).textContent).not.toMatch(/[0-9]/));
  });

  it('renders only paths of this site as links: an off-site url stays plain text', async () => {
    const environment = renderShell(0);
    const button = await bell();
    const subscription = await liveSubscription(environment);
    const deliver = (id: string, name: string, url: string) =>
      act(() => {
        environment.mock.nextValue(
          subscription,
          MockPayloadGenerator.generate(subscription, { Notification: () => ({ id, name, isRead: false, url }) }),
        );
      });
    deliver('n-safe', 'Northwind assigned', '/organization/detail/7');
    deliver('n-evil', 'Planted link', '//evil.example/detail/1');
    deliver('n-slash', 'Backslash link', '/\\evil.example/detail/1');
    deliver('n-abs', 'Absolute link', 'https://evil.example/detail/1');
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const safe = await within(panel).findByRole('link', { name: 'Northwind assigned' }, { timeout: 5000 });
    expect(safe.getAttribute('href')).toBe('/organization/detail/7');
    for (const name of ['Planted link', 'Backslash link', 'Absolute link']) {
      expect(within(panel).getByText(name)).toBeTruthy();
      expect(within(panel).queryByRole('link', { name })).toBeNull();
    }
    expect(panel.querySelector('a[href*="evil"]')).toBeNull();
  });

  it('never shows more than 20 even when live notifications keep coming', async () => {
    const environment = renderShell(20);
    const button = await bell();
    const subscription = await liveSubscription(environment);
    act(() => {
      environment.mock.nextValue(subscription, MockPayloadGenerator.generate(subscription, { Notification: () => ({ isRead: false }) }));
    });
    await waitFor(() => expect(button.textContent).toContain('20'));
    expect(button.textContent).not.toContain('21');
  });
});

describe('the live connection', () => {
  const live = (environment: RelayMockEnvironment) =>
    environment.mock.getAllOperations().filter((op) => operationName(op) === 'useNotificationAddedSubscription');

  it('ends after 30 idle minutes and resumes on the next input, catching up on missed notifications', async () => {
    // Real time keeps flowing for the test library; the idle timer is jumped over.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const environment = renderShell(2);
      const button = await bell();
      await waitFor(() => expect(live(environment)).toHaveLength(1));

      act(() => void vi.advanceTimersByTime(REALTIME_IDLE_MS - 60_000));
      expect(live(environment)).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(61_000));
      await waitFor(() => expect(live(environment)).toHaveLength(0));

      fireEvent.keyDown(window, { key: 'Shift' });
      await waitFor(() => expect(live(environment)).toHaveLength(1));
      // What arrived while the connection was off is fetched once on resume.
      const refetch = await sent(environment, 'NotificationBellRefetchQuery');
      act(() =>
        environment.mock.resolve(
          refetch,
          MockPayloadGenerator.generate(refetch, { Viewer: () => ({ id: 'viewer-1', notificationBadge: 5 }) }),
        ),
      );
      await waitFor(() => expect(button.textContent).toContain('5'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the profile panel', () => {
  it('shows the admin links to administrators and Log out', async () => {
    renderShell(0, { isAdministrator: true, roles: ['all'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    const panel = await screen.findByRole('dialog', { name: 'Profile' });
    for (const name of ['Setup', 'Manage Users', 'Company Settings', 'Subscription', 'Sign-in Activity']) {
      expect(within(panel).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(panel).getByText('Casey Rivera')).toBeTruthy();
  });

  it('shows Setup only to a non-admin with an _admin role', async () => {
    renderShell(0, { roles: ['crm', 'crm_admin'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    const panel = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(panel).getByRole('link', { name: 'Setup' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Manage Users' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Subscription' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Sign-in Activity' })).toBeNull();
  });

  it('logs out through the logout mutation and goes to /login', async () => {
    const environment = renderShell(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useLogoutMutation'));
    act(() => environment.mock.resolveMostRecentOperation({ data: { logout: { success: true } } }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });
});

describe('the main menu', () => {
  it('has an Organizations link and opens the upgrade pane for a locked item', async () => {
    const environment = renderShell(0);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Organizations' }).getAttribute('href')).toBe('/organization');
    fireEvent.click(within(nav).getByRole('button', { name: /CRM/ }));
    const menu = await screen.findByRole('menu');
    const locked = within(menu).getByRole('menuitem', { name: /Campaigns/ });
    fireEvent.click(locked);
    // The pane asks for the feature's upgrade content (Json_Data/Upgrade/{feature}.json).
    await waitFor(() => expect(environment.mock.getAllOperations().some((o) => operationName(o) === 'UpgradePaneQuery')).toBe(true));
    const pending = environment.mock.getAllOperations().find((o) => operationName(o) === 'UpgradePaneQuery')!;
    expect(pending.request.variables).toEqual({ feature: 'campaign' });
    act(() => {
      environment.mock.resolve(
        pending,
        MockPayloadGenerator.generate(pending, {
          UpgradeContent: () => ({ title: 'Campaigns', availableSection: 'CRM', mainText: 'Reach out.', rightText: '' }),
        }),
      );
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Reach out.')).toBeTruthy();
    expect(within(dialog).getByText('This feature is not available at your subscription level.')).toBeTruthy();
    expect(within(dialog).getByText('Click on the padlock to try it for free for 14 days.')).toBeTruthy();
  });
});
