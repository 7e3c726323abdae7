// The SMTP connector: with SMTP_URL the api sends its mail to a real SMTP server (here an in-process smtp-server):
// an invitation's link and a calendar invite's .ics attachment arrive with the configured From, signed in with the
// URL's credentials. A server that is down or refuses a recipient answers "not sent" (200), never a 500, and the
// log names the message id but never the password.
import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SENT_MESSAGE } from '../../api/src/mail/mailer';
import { startApi, type RunningApi } from '../../api/src/server';
import { Client, login, me } from './support/client';

const PASSWORD = 's3cret/p@ss';
const URL_PASSWORD = encodeURIComponent(PASSWORD);
const FROM = 'Acme Suite <suite@acme.example>';

interface Received {
  user: string | undefined;
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** Headers (lower-cased names, unfolded) and the body of one MIME entity. */
function entity(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

/** An entity's body, transfer-decoded. */
function decoded(part: { headers: Record<string, string>; body: string }): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      part.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return part.body;
}

/** The message's headers, its text and its attachments (one level of multipart, as the api sends). */
function parse(raw: string) {
  const top = entity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(top.headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? top.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => entity(p.replace(/^\r\n/, '')))
    : [top];
  const text = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').startsWith('text/plain'))!;
  return {
    headers: top.headers,
    text: decoded(text),
    attachments: parts
      .filter((p) => /attachment/.test(p.headers['content-disposition'] ?? ''))
      .map((p) => ({
        filename: /filename="?([^";]+)"?/.exec(p.headers['content-disposition']!)?.[1],
        contentType: p.headers['content-type'],
        content: decoded(p),
      })),
  };
}

/** A local SMTP server requiring the test's credentials; `bounce@…` recipients are refused with a 550. */
async function smtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'suite@acme.example' && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('outgoing mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let api: RunningApi;
  let down: RunningApi;
  const logs = captureLogs();
  const downLogs = captureLogs();
  let admin: Client;
  let crm: Client;
  let downAdmin: Client;
  let projectId: number;

  beforeAll(async () => {
    smtp = await smtpServer();
    api = await startApi({
      dataDir: 'memory://',
      logger: { stream: logs.stream, level: 'info' },
      mail: { smtpUrl: `smtp://suite%40acme.example:${URL_PASSWORD}@127.0.0.1:${smtp.port}`, from: FROM },
    });
    down = await startApi({
      dataDir: 'memory://',
      logger: { stream: downLogs.stream, level: 'info' },
      mail: { smtpUrl: `smtp://suite%40acme.example:${URL_PASSWORD}@127.0.0.1:${await closedPort()}` },
    });
    [admin, crm, downAdmin] = await Promise.all([
      login(api.url, 'admin@acme.example'),
      login(api.url, 'crm@acme.example'),
      login(down.url, 'admin@acme.example'),
    ]);
    projectId = (await me(await login(api.url, 'project@acme.example'))).userId;
  }, 300_000);
  afterAll(async () => {
    await api?.close();
    await down?.close();
    await smtp?.close();
  });

  it('mails an invitation from MAIL_FROM with its set-password link, signed in with the URL credentials', async () => {
    const added = await admin.post('/api/User/Add', {
      firstName: 'Ines',
      lastName: 'Smtp',
      email: 'ines.smtp@acme.example',
      userRole: 'crm',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ invitationSent: true });
    const got = smtp.received.filter((m) => m.rcptTo.includes('ines.smtp@acme.example'));
    expect(got).toHaveLength(1);
    expect(got[0]!.user).toBe('suite@acme.example');
    expect(got[0]!.mailFrom).toBe('suite@acme.example');
    const message = parse(got[0]!.raw);
    expect(message.headers.from).toBe('Acme Suite <suite@acme.example>');
    expect(message.headers.to).toBe('ines.smtp@acme.example');
    expect(message.headers.subject).toMatch(/^You are invited to Acme/);
    expect(message.headers['message-id']).toMatch(/^<[\w-]+@acme\.example>$/);
    expect(message.text).toContain('Hello Ines,');
    const token = /\/authentication\/set-password\?token=([\w%.-]+)/.exec(message.text)?.[1];
    expect(token).toBeTruthy();
    // the mailed link is the real one: it names the invited user
    const who = await new Client(api.url).get(`/api/Authentication/Invitation?token=${token!}`);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ email: 'ines.smtp@acme.example' });
    // the recording mailer is not installed alongside: the test route (no movable clock) is absent
    expect((await new Client(api.url).get('/api/Test/Mail?to=ines.smtp@acme.example')).status).toBe(404);
    const line = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'mail sent');
    expect(line).toMatchObject({ messageId: message.headers['message-id'], server: `127.0.0.1:${smtp.port}` });
  });

  it('sends a calendar invite with its .ics attachment to the attendees', async () => {
    const event = await crm.post('/api/Event/Add', {
      subject: 'Smtp review',
      startDate: '2026-10-01T09:00:00Z',
      endDate: '2026-10-01T10:00:00Z',
      attendeeIds: [projectId],
    });
    expect(event.status).toBe(200);
    const before = smtp.received.length;
    const sent = await crm.post(`/api/Event/SendInvite/${event.body.model.id}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: 1, message: 'Invitation is sent' });
    expect(smtp.received).toHaveLength(before + 1);
    const got = smtp.received.at(-1)!;
    expect(got.rcptTo).toEqual(['project@acme.example']);
    const message = parse(got.raw);
    expect(message.headers.from).toBe(FROM);
    expect(message.headers.subject).toBe('Invitation: Smtp review');
    expect(message.text).toContain('invites you to "Smtp review"');
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ filename: 'invite.ics' });
    expect(message.attachments[0]!.contentType).toMatch(/^text\/calendar; method=REQUEST/);
    expect(message.attachments[0]!.content).toContain('METHOD:REQUEST');
    expect(message.attachments[0]!.content).toContain('SUMMARY:Smtp review');
  });

  it('a refused recipient answers not sent (200) and the user can be invited again later', async () => {
    const added = await admin.post('/api/User/Add', { firstName: 'Bo', lastName: 'Unce', email: 'bounce@acme.example', userRole: 'crm' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ invitationSent: false, model: { username: 'bounce@acme.example' } });
    const again = await admin.post(`/api/User/ResendInvitation/${added.body.model.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ sent: 0, message: NOT_SENT_MESSAGE });
    const failure = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'mail not sent');
    expect(failure).toMatchObject({ responseCode: 550, messageId: expect.stringMatching(/^<[\w-]+@acme\.example>$/) });
  });

  it('a server that is down: the user is still added, every send answers not sent, nothing answers 500', async () => {
    const added = await downAdmin.post('/api/User/Add', {
      firstName: 'Dora',
      lastName: 'Down',
      email: 'dora@acme.example',
      userRole: 'crm',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ invitationSent: false, model: { username: 'dora@acme.example', isVerified: false } });
    const resend = await downAdmin.post(`/api/User/ResendInvitation/${added.body.model.id}`);
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ sent: 0, message: NOT_SENT_MESSAGE });

    const downCrm = await login(down.url, 'crm@acme.example');
    const downProject = (await me(await login(down.url, 'project@acme.example'))).userId;
    const event = await downCrm.post('/api/Event/Add', {
      subject: 'Nobody hears',
      startDate: '2026-10-02T09:00:00Z',
      endDate: '2026-10-02T10:00:00Z',
      attendeeIds: [downProject],
    });
    const invite = await downCrm.post(`/api/Event/SendInvite/${event.body.model.id}`);
    expect(invite.status).toBe(200);
    expect(invite.body).toEqual({ sent: 0, message: NOT_SENT_MESSAGE });

    const failures = downLogs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'mail not sent');
    expect(failures).toHaveLength(3);
    for (const f of failures) expect(f).toMatchObject({ code: 'ESOCKET', messageId: expect.stringMatching(/^<[\w-]+@/) });
    // never the credentials, raw or URL-encoded
    const all = downLogs.lines.join('\n') + logs.lines.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(URL_PASSWORD);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps:// before starting', async () => {
    await expect(startApi({ dataDir: 'memory://', mail: { smtpUrl: 'http://mail.example.com' } })).rejects.toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
  });
});
