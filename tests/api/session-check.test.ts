// GET /api/Authentication/Session: the session check alone (the bff's sockets), refused like every call without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients } from './support/client';

describe.each(backends())('Authentication/Session ($name)', (backend) => {
  let api: TestApi;
  let users: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    api = await startTestApi(backend);
    users = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  it("answers the session's user, the same as InitialData's session", async () => {
    const res = await users.crm.get('/api/Authentication/Session');
    expect(res.status).toBe(200);
    const initial = await users.crm.get('/api/UserMainMenu/InitialData');
    // One route for both callers: the bff's lookups read `session`, its socket checks `userId`, `companyId`, `sessionId`.
    expect(res.body).toEqual({
      session: initial.body.session,
      userId: initial.body.session.userId,
      companyId: initial.body.session.companyId,
      sessionId: expect.any(Number),
    });
    expect(res.body.session).toMatchObject({ username: 'crm@acme.example', companyId: expect.any(Number), userId: expect.any(Number) });
  });

  it('refuses a missing or unknown session with 401', async () => {
    expect((await fetch(`${api.url}/api/Authentication/Session`)).status).toBe(401);
    const forged = await fetch(`${api.url}/api/Authentication/Session`, { headers: { authorization: 'Bearer not-a-session' } });
    expect(forged.status).toBe(401);
  });
});
