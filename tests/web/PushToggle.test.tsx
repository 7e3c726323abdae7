import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import PushToggle, { DENIED_MESSAGE } from '../../web/src/features/panels/components/PushToggle';
import {
  MockPayloadGenerator,
  createMockEnvironment,
  pendingOperation,
  queueMockResolvers,
  renderWithRelay,
} from './support/RelayTestWrapper';

// A base64url P-256 public key (65 bytes) as the viewer's pushPublicKey.
const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

function renderToggle(publicKey: string | null = PUBLIC_KEY) {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, { Viewer: () => ({ pushPublicKey: publicKey }) });
  renderWithRelay(<PushToggle />, environment);
  return environment;
}

const subscription = (endpoint = 'https://push.example.com/abc') => ({
  endpoint,
  toJSON: () => ({ endpoint, keys: { p256dh: 'pkey', auth: 'secret' } }),
  unsubscribe: vi.fn(async () => true),
});

/** A browser with the Push API: the app's worker registers, and notifications are `permission` until asked. */
function fakePushManager({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribeError = null as Error | null,
} = {}) {
  let current: ReturnType<typeof subscription> | null = null;
  const manager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      if (subscribeError) throw subscribeError;
      expect(options.applicationServerKey).toHaveLength(65);
      current = subscription();
      return current;
    }),
    current: () => current,
  };
  const registration = { pushManager: manager };
  const register = vi.fn(async () => registration);
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  return { manager, register, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

async function enabledBox() {
  const box = (await screen.findByRole('checkbox', { name: 'Notify me in this browser' })) as HTMLInputElement;
  await waitFor(() => expect(box.disabled).toBe(false));
  return box;
}

describe('Notify me in this browser', () => {
  it('is disabled, saying why, where the browser cannot push', async () => {
    renderToggle();
    expect(await screen.findByText('This browser cannot receive push notifications here.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Notify me in this browser' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('is disabled when the server has push off', async () => {
    fakePushManager();
    renderToggle(null);
    expect(await screen.findByText('Push notifications are off on this server.')).toBeTruthy();
  });

  it('subscribes with the VAPID key and stores the subscription; off removes it', async () => {
    const { manager, register, requestPermission } = fakePushManager();
    const environment = renderToggle();
    const box = await enabledBox();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    fireEvent.click(box);
    await waitFor(() => expect(pendingOperation(environment, 'PushToggleMutation')).toBeTruthy());
    const op = pendingOperation(environment, 'PushToggleMutation')!;
    expect(op.request.variables.input).toEqual({ endpoint: 'https://push.example.com/abc', p256dh: 'pkey', auth: 'secret' });
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(manager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    act(() => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          UpdatePushSubscriptionPayload: () => ({ __typename: 'UpdatePushSubscriptionSuccess', subscribed: true }),
        }),
      );
    });
    await waitFor(() => expect(box.checked).toBe(true));
    fireEvent.click(box);
    await waitFor(() => {
      const off = pendingOperation(environment, 'PushToggleMutation')!;
      expect(off.request.variables.input).toEqual({ endpoint: 'https://push.example.com/abc', remove: true });
    });
    const sub = manager.current()!;
    act(() => {
      const off = pendingOperation(environment, 'PushToggleMutation')!;
      environment.mock.resolve(
        off,
        MockPayloadGenerator.generate(off, {
          UpdatePushSubscriptionPayload: () => ({ __typename: 'UpdatePushSubscriptionSuccess', subscribed: false }),
        }),
      );
    });
    await waitFor(() => expect(sub.unsubscribe).toHaveBeenCalled());
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it('shows the box ticked when this browser is already subscribed', async () => {
    const { manager } = fakePushManager({ permission: 'granted' });
    manager.getSubscription.mockResolvedValue(subscription());
    renderToggle();
    const box = await enabledBox();
    expect(box.checked).toBe(true);
  });

  it('says notifications are blocked, and stays off, where the site’s permission is denied', async () => {
    const { manager } = fakePushManager({ permission: 'denied' });
    renderToggle();
    expect(await screen.findByText(DENIED_MESSAGE)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Notify me in this browser' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(manager.subscribe).not.toHaveBeenCalled();
  });

  it('refused at the permission prompt: no subscription, the blocked message', async () => {
    const { manager, requestPermission } = fakePushManager({ answer: 'denied' });
    const environment = renderToggle();
    fireEvent.click(await enabledBox());
    expect(await screen.findByText(DENIED_MESSAGE)).toBeTruthy();
    expect(requestPermission).toHaveBeenCalled();
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(pendingOperation(environment, 'PushToggleMutation')).toBeFalsy();
  });

  it('a subscribe the browser refuses (no push service) shows why and saves nothing', async () => {
    fakePushManager({ subscribeError: new DOMException('Registration failed - push service not available', 'AbortError') });
    const environment = renderToggle();
    const box = await enabledBox();
    fireEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Push notifications could not be turned on: Registration failed - push service not available',
    );
    expect(box.checked).toBe(false);
    expect(pendingOperation(environment, 'PushToggleMutation')).toBeFalsy();
  });

  it('a subscription the server refuses is undone in the browser', async () => {
    const { manager } = fakePushManager({ permission: 'granted' });
    const environment = renderToggle();
    const box = await enabledBox();
    fireEvent.click(box);
    await waitFor(() => expect(pendingOperation(environment, 'PushToggleMutation')).toBeTruthy());
    const sub = manager.current()!;
    act(() => {
      const op = pendingOperation(environment, 'PushToggleMutation')!;
      environment.mock.resolve(op, {
        data: { updatePushSubscription: { __typename: 'ValidationError', message: 'Invalid push endpoint' } },
      });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid push endpoint');
    await waitFor(() => expect(sub.unsubscribe).toHaveBeenCalled());
    expect(box.checked).toBe(false);
  });
});
