import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me } from './support/client';
import { openStream, type HubStream } from './support/stream';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('home panels ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  const streams: HubStream[] = [];

  beforeAll(async () => {
    // The scheduler does not run by itself here: the tests fire due reminders with fireReminders().
    api = await startTestApi(backend, { reminderPollMs: 0 });
    c = await demoClients(api.url);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await api?.close();
  });

  describe('reminders', () => {
    it('lists a user’s upcoming reminders only to them, soonest first', async () => {
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const sooner = new Date(Date.now() + 600_000).toISOString();
      expect((await c.crm.post('/api/Reminder/Add', { name: 'Call back Northwind', remindAt: later, content: '1 hour' })).status).toBe(200);
      expect((await c.crm.post('/api/Reminder/Add', { name: 'Send the quote', remindAt: sooner })).status).toBe(200);
      const mine = await c.crm.get<{ data: { name: string; content: string }[] }>('/api/UserMainMenu/UpcomingReminder');
      expect(mine.body.data.map((r) => r.name)).toEqual(['Send the quote', 'Call back Northwind']);
      expect(mine.body.data[1]!.content).toBe('1 hour');
      const theirs = await c.project.get<{ data: unknown[] }>('/api/UserMainMenu/UpcomingReminder');
      expect(theirs.body.data).toEqual([]);
    });

    it('takes a record the user may read, named after it; another company’s record is an invalid object', async () => {
      const org = await c.admin.post<{ model: { id: number } }>('/api/Organization/Add', { name: 'Reminder Works Ltd' });
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const ok = await c.admin.post<{ model: { name: string; objectName: string } }>('/api/Reminder/Add', {
        objectName: 'Organization',
        objectId: org.body.model.id,
        remindAt: at,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.model).toMatchObject({ name: 'Reminder Works Ltd', objectName: 'Organization' });
      const foreign = await c.globex.post<{ message: string }>('/api/Reminder/Add', {
        objectName: 'Organization',
        objectId: org.body.model.id,
        remindAt: at,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe('Invalid object');
      const blank = await c.admin.post<{ message: string }>('/api/Reminder/Add', { remindAt: at });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Please complete all required fields');
    });

    it('fires a due reminder once, to its user only, as notification.reminder; it then leaves the upcoming list', async () => {
      const crm = await me(c.crm);
      const crmStream = await openStream(api.url, c.crm.token!);
      const projectStream = await openStream(api.url, c.project.token!);
      streams.push(crmStream, projectStream);
      const added = await c.crm.post<{ model: { id: number } }>('/api/Reminder/Add', {
        name: 'Stand-up in 5 minutes',
        content: '5 minutes',
        remindAt: new Date(Date.now() - 1_000).toISOString(),
      });
      expect(await api.fireReminders()).toBe(1);
      const event = await crmStream.next((e) => e.event === 'notification.reminder');
      const data = JSON.parse(event.data);
      expect(data).toMatchObject({
        group: `user:${crm.userId}`,
        payload: { id: added.body.model.id, name: 'Stand-up in 5 minutes', content: '5 minutes' },
      });
      expect(await api.fireReminders()).toBe(0);
      const upcoming = await c.crm.get<{ data: { id: number }[] }>('/api/UserMainMenu/UpcomingReminder');
      expect(upcoming.body.data.map((r) => r.id)).not.toContain(added.body.model.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(projectStream.events.some((e) => e.event === 'notification.reminder')).toBe(false);
    });

    it('deletes only one’s own reminder', async () => {
      const added = await c.crm.post<{ model: { id: number } }>('/api/Reminder/Add', {
        name: 'Private',
        remindAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect((await c.project.del(`/api/Reminder/Delete/${added.body.model.id}`)).status).toBe(404);
      expect((await c.crm.del(`/api/Reminder/Delete/${added.body.model.id}`)).status).toBe(200);
    });
  });

  describe('recycle bin', () => {
    type Bin = { data: { id: number; objectName: string; objectId: number; name: string }[] };

    it('lists the user’s own deleted records and restores one of them by its entry', async () => {
      const a = (await c.crm.post<{ model: { id: number } }>('/api/Organization/Add', { name: 'Binned Alpha' })).body.model.id;
      const b = (await c.crm.post<{ model: { id: number } }>('/api/Organization/Add', { name: 'Binned Beta' })).body.model.id;
      expect((await c.crm.del(`/api/Organization/Delete/${a}`)).status).toBe(200);
      expect((await c.crm.del(`/api/Organization/Delete/${b}`)).status).toBe(200);
      const bin = await c.crm.get<Bin>('/api/DeleteObject/List');
      const names = bin.body.data.map((d) => d.name);
      expect(names.indexOf('Binned Beta')).toBeLessThan(names.indexOf('Binned Alpha'));
      // Someone else's bin does not show them, and they cannot restore them.
      const other = await c.project.get<Bin>('/api/DeleteObject/List');
      expect(other.body.data.some((d) => d.objectId === a && d.objectName === 'Organization')).toBe(false);
      const alpha = bin.body.data.find((d) => d.objectId === a && d.objectName === 'Organization')!;
      expect((await c.project.post(`/api/DeleteObject/Undo?id=${alpha.id}`)).status).toBe(404);
      expect((await c.crm.get(`/api/Organization/GetModel/${a}`)).status).toBe(404);

      // Restoring the older one leaves the newer one in the bin.
      const restored = await c.crm.post<{ id: number; name: string }[]>(`/api/DeleteObject/Undo?id=${alpha.id}`);
      expect(restored.status).toBe(200);
      expect(restored.body).toEqual([expect.objectContaining({ id: a, name: 'Binned Alpha' })]);
      expect((await c.crm.get(`/api/Organization/GetModel/${a}`)).status).toBe(200);
      expect((await c.crm.get(`/api/Organization/GetModel/${b}`)).status).toBe(404);
      const after = await c.crm.get<Bin>('/api/DeleteObject/List');
      expect(after.body.data.map((d) => d.name)).toContain('Binned Beta');
      expect(after.body.data.map((d) => d.name)).not.toContain('Binned Alpha');
      expect((await c.crm.post(`/api/DeleteObject/Undo?id=${alpha.id}`)).status).toBe(404);
    });
  });

  describe('onboarding', () => {
    type Checklist = {
      feature: string;
      features: string[];
      sections: { value: string; items: { value: string; isCompleted: boolean; isVideo: boolean; isModal: boolean }[] }[];
    };
    const done = (l: Checklist) => l.sections.flatMap((s) => s.items.filter((i) => i.isCompleted).map((i) => `${s.value}/${i.value}`));

    it('completes an item, a section or everything, and resets a section, per user', async () => {
      const first = await c.support.get<Checklist>('/api/UserDashboard/Onboard?feature=free');
      expect(first.body.features[0]).toBe('free');
      expect(done(first.body)).toEqual([]);
      const kinds = first.body.sections.flatMap((s) => s.items);
      expect(kinds.some((i) => i.isVideo) && kinds.some((i) => i.isModal) && kinds.some((i) => !i.isVideo && !i.isModal)).toBe(true);

      const one = await c.support.post<Checklist>(
        '/api/UserDashboard/OnboardComplete?feature=free&section=Get%20started&activity=Watch%20the%20welcome%20video&isCompleted=true',
      );
      expect(done(one.body)).toEqual(['Get started/Watch the welcome video']);
      const section = await c.support.post<Checklist>('/api/UserDashboard/OnboardComplete?feature=free&section=Organise%20your%20day');
      expect(done(section.body)).toHaveLength(4);
      const reset = await c.support.post<Checklist>('/api/UserDashboard/OnboardReset?feature=free&section=Get%20started');
      expect(done(reset.body).every((d) => d.startsWith('Organise your day/'))).toBe(true);
      const all = await c.support.post<Checklist>('/api/UserDashboard/OnboardComplete?feature=free');
      expect(done(all.body)).toHaveLength(all.body.sections.flatMap((s) => s.items).length);
      // Another user's checklist is untouched.
      expect(done((await c.crm.get<Checklist>('/api/UserDashboard/Onboard?feature=free')).body)).toEqual([]);
      expect((await c.support.post('/api/UserDashboard/OnboardComplete?feature=free&section=Nope')).status).toBe(400);
      expect((await c.support.get('/api/UserDashboard/Onboard?feature=unknown')).status).toBe(400);
      const videos = await c.support.get<{ data: { value: string; isCompleted: boolean }[] }>('/api/UserDashboard/Video');
      expect(videos.body.data.find((v) => v.value === 'Watch the welcome video')?.isCompleted).toBe(true);
    });

    it('hides the checklist per user with showOnboard', async () => {
      expect((await c.project.get<{ showOnboard: boolean }>('/api/Home/InitialData')).body.showOnboard).toBe(true);
      expect((await c.project.put('/api/UserOption/Update?optionName=showOnboard&optionValue=false')).status).toBe(200);
      expect((await c.project.get<{ showOnboard: boolean }>('/api/Home/InitialData')).body.showOnboard).toBe(false);
      expect((await c.project.put('/api/UserOption/Update?optionName=showOnboard&optionValue=maybe')).status).toBe(400);
    });
  });

  describe('delete demo data', () => {
    it('is for administrators only, and removes every demo record of the company and nothing else', async () => {
      const globexBefore = await api.db.execute(
        sql`select count(*)::int as n from organizations where company_id = (select company_id from users where username = 'admin@globex.example')`,
      );
      expect((await c.crm.post('/api/Company/DeleteDemoData')).status).toBe(403);
      // Records users added after the seed stay.
      const kept = (await c.crm.post<{ model: { id: number } }>('/api/Organization/Add', { name: 'Our real customer' })).body.model.id;
      const keptTask = (
        await c.crm.post<{ model: { id: number } }>('/api/Task/Add', {
          subject: 'Real follow-up',
          parentObject: 'Organization',
          parentId: kept,
        })
      ).body;
      const acme = (await me(c.admin)).companyId;
      const count = async (table: string) =>
        (
          (await api.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${acme}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n;
      const demo = async () =>
        (
          (await api.db.execute(sql`select count(*)::int as n from demo_records where company_id = ${acme}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n;
      expect(await demo()).toBeGreaterThan(50);
      const before = { organizations: await count('organizations'), people: await count('people'), tasks: await count('tasks') };
      expect(before.people).toBeGreaterThan(0);

      const res = await c.admin.post<{ message: string; removed: number }>('/api/Company/DeleteDemoData');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Demo data is deleted');
      expect(res.body.removed).toBeGreaterThan(50);
      expect(await demo()).toBe(0);
      // Only the records made after the seed are left.
      const orgs = await c.admin.get<{ data: { id: number; name: string }[] }>(`/api/Organization/List?idList=${kept}`);
      expect(orgs.body.data.map((o) => o.name)).toEqual(['Our real customer']);
      expect(await count('organizations')).toBe(
        (
          (await api.db.execute(
            sql`select count(*)::int as n from organizations where company_id = ${acme} and name in ('Our real customer', 'Reminder Works Ltd', 'Binned Alpha', 'Binned Beta')`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
      expect(await count('people')).toBe(0);
      expect(await count('tasks')).toBe(keptTask?.model ? 1 : 0);
      // Another company's demo data is untouched.
      const globexAfter = await api.db.execute(
        sql`select count(*)::int as n from organizations where company_id = (select company_id from users where username = 'admin@globex.example')`,
      );
      expect(globexAfter).toEqual(globexBefore);
    });
  });
});
