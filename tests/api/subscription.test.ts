// Subscription confirmation: the transitions and totals the server recomputes, the validation messages, the
// administrator-only rule, and card data that never reaches the database or the logs.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../api/src/context';
import { luhnValid } from '../../api/src/subscription/payments';
import { displayedMonthlyPrice, periodPrice } from '../../api/src/subscription/pricing';
import { applySelection } from '../../api/src/subscription/service';
import { startApi, type RunningApi } from '../../api/src/server';
import { backends, createTestDatabase } from './support/api';
import { demoClients, login, type Client } from './support/client';

const CARD = '4242 4242 4242 4242';
const CARD_DIGITS = '4242424242424242';
const CVC = '8317';
const billing = {
  firstName: 'Alice',
  lastName: 'Adams',
  street: '1 Main St',
  city: 'Springfield',
  country: 'US',
  cardNumber: CARD,
  verification: CVC,
  expiry: '12/39',
};

const user = (id: number, role: string, extra: Partial<UserRow> = {}): UserRow =>
  ({ id, role, isActive: true, isAdministrator: false, firstName: `U${id}`, lastName: '', email: `u${id}@x`, ...extra }) as UserRow;

describe('subscription rules (pure)', () => {
  it('prices per user: crm 25, project 25, support 10, others 49; a year is 10 months; the annual display is the spec constants', () => {
    expect(['crm', 'project', 'support', 'all'].map((r) => periodPrice(r, 'monthly'))).toEqual([25, 25, 10, 49]);
    expect(['crm', 'project', 'support', 'all'].map((r) => periodPrice(r, 'yearly'))).toEqual([250, 250, 100, 490]);
    expect(['crm', 'project', 'support', 'all'].map((r) => displayedMonthlyPrice(r, 'yearly'))).toEqual([17, 21, 8, 41]);
  });

  it('moves users deselected from every role to free while slots remain, then to inactive; already-free users keep their seat first', () => {
    const users = [user(1, 'crm'), user(2, 'crm'), user(3, 'crm'), user(4, 'free'), user(5, 'support')];
    const out = applySelection(users, { sections: [{ role: 'crm', selectedIds: [1] }], inactiveIds: [] }, 2);
    const state = Object.fromEntries(out.map((c) => [c.id, [c.state, c.role]]));
    expect(state).toEqual({
      1: ['paid', 'crm'],
      2: ['free', 'free'],
      3: ['inactive', 'free'],
      4: ['free', 'free'],
      5: ['paid', 'support'],
    });
  });

  it('honours free → inactive, lets an inactive user become free only below totalFreeUser, and selecting removes from both lists', () => {
    const users = [user(1, 'crm'), user(2, 'free'), user(3, 'free', { isActive: false }), user(4, 'free', { isActive: false })];
    // 2 marked inactive by the client: 3 and 4 compete for the 2 free seats
    let out = applySelection(users, { sections: [{ role: 'crm', selectedIds: [1] }], inactiveIds: [2] }, 2);
    expect(out.map((c) => c.state)).toEqual(['paid', 'inactive', 'free', 'free']);
    // with one seat, the already-free user keeps it and both inactive users stay inactive
    out = applySelection(users, { sections: [{ role: 'crm', selectedIds: [1] }], inactiveIds: [] }, 1);
    expect(out.map((c) => c.state)).toEqual(['paid', 'free', 'inactive', 'inactive']);
    // selecting an inactive user makes them a paid, active user
    out = applySelection(users, { sections: [{ role: 'project', selectedIds: [4] }], inactiveIds: [4] }, 2);
    expect(out.find((c) => c.id === 4)).toMatchObject({ state: 'paid', role: 'project', isActive: true });
  });

  it('replaces only the confirmed sections’ roles and keeps the _admin variant of a selected role', () => {
    const users = [user(1, 'crm_admin,project'), user(2, 'all')];
    const out = applySelection(users, { sections: [{ role: 'crm', selectedIds: [1, 2] }], inactiveIds: [] }, 2);
    expect(out.map((c) => c.role)).toEqual(['crm,crm_admin,project', 'crm,all']);
  });

  it('checks card numbers with Luhn', () => {
    expect(luhnValid(CARD)).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });
});

/** A pino destination that keeps every line. */
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

describe.each(backends())('subscription confirmation ($name)', (backend) => {
  const logs = captureLogs();
  let api: RunningApi;
  let drop: (() => Promise<void>) | undefined;
  let users: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    // The most talkative level: whatever any code logs, the card must not be in it.
    const logger = { stream: logs.stream, level: 'trace' };
    if (backend.name === 'pglite') api = await startApi({ dataDir: 'memory://', logger });
    else {
      const db = await createTestDatabase();
      drop = () => db.drop();
      api = await startApi({ databaseUrl: db.url, logger });
    }
    users = await demoClients(api.url);
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  const page = async (client: Client, query = '') => client.get(`/api/Home/ConfirmSubscription${query}`);
  const confirm = (client: Client, interval: string, payload: object) =>
    client.post(`/api/Plan/ConfirmSubscription?paymentInterval=${interval}`, payload);

  it('shows role sections with users, prices and totals, and the free and inactive lists, to administrators only', async () => {
    expect((await page(users.crm)).status).toBe(403);
    expect((await page(users.crm)).body.message).toBe('Contact your system administrator to subscribe to the extension.');
    const res = await page(users.admin, '?role=crm');
    expect(res.status).toBe(200);
    const [crm] = res.body.trialSectionList;
    expect(crm).toMatchObject({ role: 'crm', price: 25 });
    // the plan's seats decide: the four paid demo users hold a crm seat, the free user does not
    const selected = crm.roleUserList.filter((u: { selected: boolean }) => u.selected).map((u: { email: string }) => u.email);
    expect(selected.sort()).toEqual(['admin@acme.example', 'crm@acme.example', 'project@acme.example', 'support@acme.example']);
    expect(crm).toMatchObject({ totalSelected: 4, subTotal: 100 });
    expect(res.body.freeUserList.map((u: { email: string }) => u.email)).toEqual(['free@acme.example']);
    expect(res.body).toMatchObject({ inactiveUserList: [], totalFreeUser: 2, total: 100 });
    const yearly = await page(users.admin, '?role=support&paymentInterval=yearly');
    expect(yearly.body.trialSectionList[0]).toMatchObject({ role: 'support', displayPrice: 8, periodPrice: 100 });
    // another company's users never appear
    expect(JSON.stringify((await page(users.globex)).body)).not.toContain('acme.example');
  });

  it('refuses missing billing fields, no selected user, a bad card and a foreign user, with the spec messages', async () => {
    const { admin } = users;
    const base = (await page(admin, '?role=crm')).body;
    const ids = base.trialSectionList[0].roleUserList.map((u: { id: number }) => u.id) as number[];
    const sections = (selected: number[]) => [{ role: 'crm', roleUserList: ids.map((id) => ({ id, selected: selected.includes(id) })) }];

    const missing = await confirm(admin, 'monthly', {
      model: { ...billing, city: ' ', verification: '' },
      trialSectionList: sections(ids),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please complete all required fields');
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['model.city', 'model.verification']);

    const none = await confirm(admin, 'monthly', { model: billing, trialSectionList: sections([]) });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You must select at least one user to upgrade');

    const badCard = await confirm(admin, 'monthly', {
      model: { ...billing, cardNumber: '4242 4242 4242 4241' },
      trialSectionList: sections(ids),
    });
    expect(badCard.body.errors).toEqual([{ field: 'model.cardNumber', message: 'The card number is not valid' }]);
    const expired = await confirm(admin, 'monthly', { model: { ...billing, expiry: '01/20' }, trialSectionList: sections(ids) });
    expect(expired.body.errors).toEqual([{ field: 'model.expiry', message: 'The card has expired' }]);

    const globexId = (await users.globex.get('/api/UserMainMenu/InitialData')).body.session.userId as number;
    const foreign = await confirm(admin, 'monthly', {
      model: billing,
      trialSectionList: [{ role: 'crm', roleUserList: [{ id: globexId, selected: true }] }],
    });
    expect(foreign.status).toBe(400);
    expect((await confirm(users.crm, 'monthly', { model: billing, trialSectionList: sections(ids) })).status).toBe(403);
  });

  it('confirms yearly for three users: the server recomputes the total, upgrades them, and stores only a token and the last four', async () => {
    const { admin } = users;
    const base = (await page(admin, '?role=crm')).body;
    const list = base.trialSectionList[0].roleUserList as { id: number; email: string }[];
    const pick = ['admin@acme.example', 'crm@acme.example', 'project@acme.example'];
    const res = await confirm(admin, 'yearly', {
      model: billing,
      // a client's own figures are ignored
      total: 1,
      trialSectionList: [{ role: 'crm', subTotal: 1, roleUserList: list.map((u) => ({ id: u.id, selected: pick.includes(u.email) })) }],
      freeUserList: base.freeUserList,
      inactiveUserList: [],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Your trial has been confirmed.', paymentInterval: 'yearly', total: 750, cardLast4: '4242' });
    expect(res.body.sections).toEqual([{ role: 'crm', users: 3, price: 250, subTotal: 750 }]);

    // the project user now also has crm; support keeps support; the free user keeps a free seat
    const project = await login(api.url, 'project@acme.example');
    expect((await project.get('/api/UserMainMenu/InitialData')).body.session.userRole).toBe('crm,project');
    // the plan follows: the support user, deselected, has no crm seat any more and meets the upgrade wall
    const supportUser = await login(api.url, 'support@acme.example');
    expect((await supportUser.get('/api/Organization/List')).status).toBe(426);
    expect((await project.get('/api/Organization/List')).status).toBe(200);
    const after = (await page(admin, '?role=crm')).body;
    expect(after.trialSectionList[0]).toMatchObject({ totalSelected: 3, subTotal: 75 });

    // Scan every table for the card number (with or without spaces) and the verification code.
    const tables = await api.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
    const names = ((tables as { rows?: { table_name: string }[] }).rows ?? (tables as unknown as { table_name: string }[])).map(
      (t) => t.table_name,
    );
    expect(names).toContain('subscription_payments');
    let dump = '';
    for (const name of names) {
      const rows = await api.db.execute(sql.raw(`select * from "${name}"`));
      dump += JSON.stringify((rows as { rows?: unknown[] }).rows ?? rows);
    }
    expect(dump).toContain('4242'); // the last four are kept
    expect(dump).toContain('card_');
    // The code is 4 digits: any number of seeded data may contain them, so look for it as a stored value.
    for (const secret of [CARD_DIGITS, CARD, `"${CVC}"`, `:${CVC},`]) expect(dump).not.toContain(secret);
    const logText = logs.lines.join('\n');
    expect(logText).toContain('/api/Plan/ConfirmSubscription');
    for (const secret of [CARD_DIGITS, CARD, '42424242', `"${CVC}"`, `:${CVC},`]) expect(logText).not.toContain(secret);
  });

  it('monthly: a user deselected from every role becomes free while slots remain, else inactive, and is signed out', async () => {
    const { admin } = users;
    const base = (await page(admin)).body;
    expect(base.trialSectionList.map((x: { role: string }) => x.role)).toEqual(['crm', 'project', 'support']);
    const list = base.trialSectionList[1].roleUserList as { id: number; email: string }[];
    const support = await login(api.url, 'support@acme.example');
    // support (whose crm seat went in the yearly confirmation) loses project and support → the second free seat
    const onlyAdmin = list.map((u) => ({ id: u.id, selected: u.email === 'admin@acme.example' }));
    const res = await confirm(admin, 'monthly', {
      model: billing,
      trialSectionList: [
        { role: 'project', roleUserList: onlyAdmin },
        { role: 'support', roleUserList: onlyAdmin },
      ],
      freeUserList: base.freeUserList,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(35);
    expect(res.body.freeUserList).toHaveLength(2);
    expect((await support.get('/api/UserMainMenu/InitialData')).body.session.userRole).toBe('free');
    // the free seats are full now: the next user left without a role is made inactive and signed out
    const crm = await login(api.url, 'crm@acme.example');
    const crmPage = (await page(admin, '?role=crm')).body;
    const crmList = crmPage.trialSectionList[0].roleUserList as { id: number; email: string }[];
    const next = await confirm(admin, 'monthly', {
      model: billing,
      trialSectionList: [
        {
          role: 'crm',
          roleUserList: crmList.map((u) => ({ id: u.id, selected: ['admin@acme.example', 'project@acme.example'].includes(u.email) })),
        },
      ],
    });
    expect(next.status).toBe(200);
    expect(next.body.inactiveUserList).toHaveLength(1);
    expect((await crm.get('/api/UserMainMenu/InitialData')).status).toBe(401);
    expect((await page(admin)).body.inactiveUserList.map((u: { email: string }) => u.email)).toEqual(['crm@acme.example']);
  });
});
