import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../api/src/auth/tokens';
import { sessions } from '../../api/src/db/schema';
import { backends, startTestApi, type TestApi } from './support/api';
import { Client, login, me } from './support/client';
import { openStream, type HubStream } from './support/stream';

/** Reads a hub stream to its end; resolves with the text read, rejects if it is still open after `ms`. */
async function readToEnd(url: string, token: string, ms: number, started: () => void): Promise<string> {
  const res = await fetch(`${url}/api/hub/stream`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(ms) });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    if (text.startsWith(': connected')) started();
  }
}

describe.each(backends({ postgres: true }))('sessions: cache, logout and expiry ($name)', (backend) => {
  let api: TestApi;
  const streams: HubStream[] = [];

  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await api?.close();
  });

  it('GET /api/Authentication/Session names the user and the session (null for an API token)', async () => {
    const crm = await login(api.url, 'crm@acme.example');
    const session = await crm.get('/api/Authentication/Session');
    expect(session.status).toBe(200);
    const { userId, companyId } = await me(crm);
    const user = expect.objectContaining({ userId, companyId, username: 'crm@acme.example' });
    expect(session.body).toEqual({ session: user, userId, companyId, sessionId: expect.any(Number) });
    const token = (await crm.post('/api/ApiToken/Add', { name: 'session-check' })).body.token as string;
    expect((await new Client(api.url, token).get('/api/Authentication/Session')).body).toEqual({
      session: user,
      userId,
      companyId,
      sessionId: null,
    });
    expect((await new Client(api.url).get('/api/Authentication/Session')).status).toBe(401);
  });

  it('session lookups are cached for a few seconds: a session removed behind the api’s back lasts at most that long', async () => {
    const client = await login(api.url, 'project@acme.example');
    expect((await client.get('/api/User/List')).status).toBe(200);
    // Deleted in the database directly (no logout, no event): only the cache still knows it.
    await api.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(client.token!)));
    expect((await client.get('/api/User/List')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
    expect((await client.get('/api/User/List')).status).toBe(401);
  });

  it('logout takes effect at once despite the cache, and is announced as session.ended', async () => {
    const service = await openStream(api.url, api.serviceToken);
    streams.push(service);
    const client = await login(api.url, 'support@acme.example');
    const { userId, companyId } = await me(client);
    const { sessionId } = (await client.get('/api/Authentication/Session')).body as { sessionId: number };
    expect((await client.get('/api/User/List')).status).toBe(200); // cached now
    expect((await client.post('/authentication/logout')).status).toBe(200);
    expect((await client.get('/api/User/List')).status).toBe(401);
    const ended = await service.next((e) => e.event === 'session.ended');
    expect(JSON.parse(ended.data)).toEqual({
      hub: 'session',
      event: 'ended',
      group: `user:${userId}`,
      companyId,
      payload: { sessionId, reason: 'logout' },
    });
  });

  it("a user's own hub stream ends with its session; another session of the same user keeps its stream", async () => {
    const first = await login(api.url, 'free@acme.example');
    const second = await login(api.url, 'free@acme.example');
    let opened = 0;
    const onOpen = () => opened++;
    const ending = readToEnd(api.url, first.token!, 5_000, onOpen);
    const other = await openStream(api.url, second.token!);
    streams.push(other);
    await vi.waitFor(() => expect(opened).toBeGreaterThan(0));
    const started = Date.now();
    await first.post('/authentication/logout');
    const text = await ending;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(text).toContain('event: session.ended');
    expect(await other.none((e) => e.event === 'session.ended', 300)).toBe(false); // it hears of the other session's end…
    expect((await second.get('/api/User/List')).status).toBe(200); // …but its own session lives on
  });

  it('expired sessions are swept, announced and refused', async () => {
    const service = await openStream(api.url, api.serviceToken);
    streams.push(service);
    const client = await login(api.url, 'crm@acme.example');
    const { sessionId } = (await client.get('/api/Authentication/Session')).body as { sessionId: number };
    const minutes = (await client.get('/api/UserMainMenu/InitialData')).body.session.preference.sessionTimeout as number;
    expect(await api.sweepSessions()).toBe(0); // nothing idle yet
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (minutes + 1) * 60_000 });
    expect(await api.sweepSessions()).toBeGreaterThanOrEqual(1);
    const ended = await service.next((e) => e.event === 'session.ended' && JSON.parse(e.data).payload.sessionId === sessionId);
    expect(JSON.parse(ended.data).payload).toEqual({ sessionId, reason: 'expired' });
    vi.useRealTimers();
    expect((await client.get('/api/User/List')).status).toBe(401);
  });

  it('a changed preference is read at once although the session is cached', async () => {
    const client = await login(api.url, 'admin@acme.example');
    expect((await client.get('/api/UserMainMenu/InitialData')).body.session.preference.defaultSections?.Organization).toBeUndefined();
    expect((await client.put('/api/UserOption/Update?optionName=defaultSection.Organization&optionValue=history')).status).toBe(200);
    expect((await client.get('/api/UserMainMenu/InitialData')).body.session.preference.defaultSections).toMatchObject({
      Organization: 'history',
    });
  });
});
