// Invitations: an invited user (setup's invite, a trial's new users) gets a single-use, 7-day link by e-mail, sets
// a password from it and is signed in. Tokens are stored hashed; a used, expired or unknown token answers 404
// alike; resend is for the inviting company's administrators only; wrong tokens are throttled like sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RecordingMailer } from '../../api/src/mail/mailer';
import type { MovableClock } from '../../api/src/plans/clock';
import { userInvitations } from '../../api/src/db/schema';
import { backends, startTestApi, type TestApi } from './support/api';
import { Client, demoClients, login } from './support/client';

const INVALID = 'This invitation is not valid or has expired';

describe.each(backends())('invitations ($name)', (backend) => {
  let api: TestApi;
  let users: Awaited<ReturnType<typeof demoClients>>;
  const clock = () => api.clock as MovableClock;
  const linkTo = (email: string) => {
    const last = (api.mailer as RecordingMailer).sent.filter((m) => m.to.includes(email)).at(-1);
    const token = last?.text.match(/\/authentication\/set-password\?token=([\w%.-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return decodeURIComponent(token);
  };
  const anonymous = () => new Client(api.url);
  const invite = (email: string, client = users.admin) =>
    client.post('/api/User/Add', { firstName: 'Ines', lastName: 'Vite', email, userRole: 'crm' });

  beforeAll(async () => {
    api = await startTestApi(backend, { movableClock: true });
    users = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  it('mails a single-use link; setting the password verifies and signs the user in', async () => {
    const added = await invite('ines@acme.example');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ invitationSent: true, model: { isVerified: false } });
    const token = linkTo('ines@acme.example');
    // the invited user cannot sign in before setting a password
    expect((await anonymous().post('/api/Authentication/Login', { username: 'ines@acme.example', password: 'x' })).status).toBe(400);

    const who = await anonymous().get(`/api/Authentication/Invitation?token=${encodeURIComponent(token)}`);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ email: 'ines@acme.example', firstName: 'Ines', companyName: expect.any(String) });

    const short = await anonymous().post('/api/Authentication/SetPassword', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toEqual({ field: 'password', message: 'The new password must have at least 8 characters' });

    const set = await anonymous().post('/api/Authentication/SetPassword', { token, password: 'a-new-pass-1' });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ username: 'ines@acme.example' });
    const session = new Client(api.url, set.body.token as string);
    expect((await session.get('/api/Authentication/Session')).status).toBe(200);
    await login(api.url, 'ines@acme.example', 'a-new-pass-1');
    const listed = await users.admin.get(`/api/User/GetModel/${added.body.model.id}`);
    expect(listed.body.model ?? listed.body).toMatchObject({ isVerified: true });

    // single use: the same link answers like an unknown one
    const again = await anonymous().post('/api/Authentication/SetPassword', { token, password: 'other-pass-2' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(INVALID);
    expect((await anonymous().get(`/api/Authentication/Invitation?token=${encodeURIComponent(token)}`)).status).toBe(404);
    // and resending to a user with a password is refused
    expect((await users.admin.post(`/api/User/ResendInvitation/${added.body.model.id}`)).status).toBe(400);
  });

  it('stores only the hash of the token', async () => {
    const added = await invite('hash@acme.example');
    const token = linkTo('hash@acme.example');
    const rows = await api.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.userId, added.body.model.id as number));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires after 7 days', async () => {
    await invite('late@acme.example');
    const token = linkTo('late@acme.example');
    try {
      clock().set(new Date(Date.now() + 7 * 86_400_000 - 60_000));
      expect((await anonymous().get(`/api/Authentication/Invitation?token=${encodeURIComponent(token)}`)).status).toBe(200);
      clock().set(new Date(Date.now() + 7 * 86_400_000 + 60_000));
      const late = await anonymous().post('/api/Authentication/SetPassword', { token, password: 'a-new-pass-1' });
      expect(late.status).toBe(404);
      expect(late.body.message).toBe(INVALID);
    } finally {
      clock().set(null);
    }
  });

  it('resends for administrators of the same company only; the earlier link stops working', async () => {
    const added = await invite('again@acme.example');
    const id = added.body.model.id as number;
    const first = linkTo('again@acme.example');
    expect((await users.crm.post(`/api/User/ResendInvitation/${id}`)).status).toBe(403);
    expect((await users.globex.post(`/api/User/ResendInvitation/${id}`)).status).toBe(404);
    const resent = await users.admin.post(`/api/User/ResendInvitation/${id}`);
    expect(resent.status).toBe(200);
    expect(resent.body.sent).toBe(1);
    const second = linkTo('again@acme.example');
    expect(second).not.toBe(first);
    expect((await anonymous().get(`/api/Authentication/Invitation?token=${encodeURIComponent(first)}`)).status).toBe(404);
    const set = await anonymous().post('/api/Authentication/SetPassword', { token: second, password: 'a-new-pass-1' });
    expect(set.status).toBe(200);
    // the token signs in the invited user of its own company, nobody else
    expect(set.body.user).toMatchObject({
      username: 'again@acme.example',
      companyId: (await users.admin.get('/api/Authentication/Session')).body.companyId,
    });
  });

  it("invites a trial's new users too", async () => {
    const piedPiper = await login(api.url, 'admin@piedpiper.example');
    const started = await piedPiper.post('/api/User/StartTrial/?role=crm', {
      newUserList: [{ email: 'trial-new@piedpiper.example', roleAccess: true }],
    });
    expect(started.status).toBe(200);
    const token = linkTo('trial-new@piedpiper.example');
    const who = await anonymous().get(`/api/Authentication/Invitation?token=${encodeURIComponent(token)}`);
    expect(who.body.email).toBe('trial-new@piedpiper.example');
  });

  it('throttles wrong tokens like sign-in, with one answer for every wrong token', async () => {
    // (the earlier tests' used and withdrawn tokens count as failures from this address too)
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await anonymous().post('/api/Authentication/SetPassword', { token: `inv_guess${i}`, password: 'a-new-pass-1' }));
    const refused = answers.filter((a) => a.status === 404);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((a) => JSON.stringify(a.body)))).toEqual(new Set([JSON.stringify({ message: INVALID })]));
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.message).toMatch(/^Too many failed sign-in attempts/);
    // a valid invitation waits too: the throttle never looks at whether the token exists
    await invite('blocked@acme.example');
    const valid = await anonymous().get(`/api/Authentication/Invitation?token=${encodeURIComponent(linkTo('blocked@acme.example'))}`);
    expect(valid.status).toBe(429);
  });
});
