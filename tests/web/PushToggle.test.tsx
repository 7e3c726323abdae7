import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import PushToggle from '../../web/src/features/panels/components/PushToggle';
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

function fakePushManager() {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const manager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = {
        endpoint: 'https://push.example.com/abc',
        toJSON: () => ({ endpoint: 'https://push.example.com/abc', keys: { p256dh: 'pkey', auth: 'secret' } }),
        unsubscribe: vi.fn(async () => true),
      };
      expect(options.applicationServerKey).toHaveLength(65);
      return current;
    }),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: manager }) },
  });
  return manager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

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
    const manager = fakePushManager();
    const environment = renderToggle();
    const box = (await screen.findByRole('checkbox', { name: 'Notify me in this browser' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.click(box);
    await waitFor(() => expect(pendingOperation(environment, 'PushToggleMutation')).toBeTruthy());
    const op = pendingOperation(environment, 'PushToggleMutation')!;
    expect(op.request.variables.input).toEqual({ endpoint: 'https://push.example.com/abc', p256dh: 'pkey', auth: 'secret' });
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
  });
});
