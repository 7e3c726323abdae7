// The socket registry on its own, against a stub api: which sockets a session.ended event or a catch-up closes.
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSockets } from '../../bff/src/socket-sessions';
import { PoolRegistry } from '../../bff/src/upstream/client';
import { startStubUpstream } from './support/stub-upstream';

class FakeSocket extends EventEmitter {
  closedWith: [number, string] | null = null;
  close(code: number, reason: string) {
    this.closedWith = [code, reason];
    this.emit('close');
  }
}

/** Session tokens the stub api still knows, with their identity. */
const alive = new Map([
  ['ses_a1', { userId: 1, companyId: 1, sessionId: 11 }],
  ['ses_a2', { userId: 1, companyId: 1, sessionId: 12 }],
  ['api_tok', { userId: 1, companyId: 1, sessionId: null }],
]);

let stub: Awaited<ReturnType<typeof startStubUpstream>>;
const pools = new PoolRegistry();
beforeAll(async () => {
  stub = await startStubUpstream({
    'GET /api/Authentication/Session': (req, reply) => {
      const token = /sid=([^;]+)/.exec(String(req.headers.cookie ?? ''))?.[1] ?? String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const identity = alive.get(token);
      return identity ?? reply.status(401).send({ message: 'Authentication required' });
    },
  });
});
afterAll(async () => {
  await pools.close();
  await stub?.close();
});

function track(sockets: LiveSockets, token: string, identity: { userId: number; companyId: number; sessionId: number | null }) {
  const socket = new FakeSocket();
  sockets.add(socket, token.startsWith('api_') ? { kind: 'bearer', token } : { kind: 'cookie', token }, identity);
  return socket;
}

describe('LiveSockets', () => {
  it('session.ended closes exactly the sockets of that session with 4401', () => {
    const sockets = new LiveSockets(stub.url, pools);
    const a1 = track(sockets, 'ses_a1', alive.get('ses_a1')!);
    const a1b = track(sockets, 'ses_a1', alive.get('ses_a1')!);
    const a2 = track(sockets, 'ses_a2', alive.get('ses_a2')!);
    const token = track(sockets, 'api_tok', alive.get('api_tok')!);
    sockets.sessionEnded(1, 11);
    expect(a1.closedWith).toEqual([4401, 'Unauthorized: session ended']);
    expect(a1b.closedWith).toEqual([4401, 'Unauthorized: session ended']);
    expect([a2.closedWith, token.closedWith]).toEqual([null, null]);
    expect(sockets.size).toBe(2);
    sockets.sessionEnded(2, 12); // another user's session of the same number: not ours
    expect(a2.closedWith).toBeNull();
  });

  it('after a hub break, revalidateAll closes the sockets whose session the api no longer knows', async () => {
    const sockets = new LiveSockets(stub.url, pools);
    const gone = track(sockets, 'ses_gone', { userId: 1, companyId: 1, sessionId: 99 });
    const kept = track(sockets, 'ses_a2', alive.get('ses_a2')!);
    const closedByClient = track(sockets, 'ses_gone', { userId: 1, companyId: 1, sessionId: 99 });
    closedByClient.emit('close'); // forgotten when it closes
    expect(sockets.size).toBe(2);
    await sockets.revalidateAll();
    expect(gone.closedWith?.[0]).toBe(4401);
    expect(kept.closedWith).toBeNull();
    expect(closedByClient.closedWith).toBeNull();
    expect(await sockets.stillValid(kept)).toBe(true);
    expect(await sockets.stillValid(new FakeSocket())).toBe(true); // untracked: opened without credentials
  });
});
