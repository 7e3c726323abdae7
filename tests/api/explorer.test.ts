// The Explorer: home and sub-pages (4 items per page), a question and a call request kept for support, the
// questionnaire, hiding the welcome and turning the panel off per user.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('explorer ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend, { reminderPollMs: 0 });
    c = await demoClients(api.url);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists the pages on its home and a page’s items 4 at a time', async () => {
    const home = await c.crm.get<{ pages: { value: string; totalItem: number }[]; canDeleteDemoData: boolean }>('/api/Explorer/Home');
    expect(home.status).toBe(200);
    expect(home.body.canDeleteDemoData).toBe(false);
    const first = home.body.pages.find((p) => p.value === 'getting-started')!;
    expect(first.totalItem).toBe(5);
    const one = await c.crm.get<{ data: unknown[]; pageSize: number; totalItem: number }>('/api/Explorer/Subpage?page=getting-started');
    expect(one.body).toMatchObject({ pageSize: 4, totalItem: 5 });
    expect(one.body.data).toHaveLength(4);
    const two = await c.crm.get<{ data: unknown[] }>('/api/Explorer/Subpage?page=getting-started&currentPage=2');
    expect(two.body.data).toHaveLength(1);
    expect((await c.crm.get('/api/Explorer/Subpage?page=nope')).status).toBe(404);
    expect((await c.admin.get<{ canDeleteDemoData: boolean }>('/api/Explorer/Home')).body.canDeleteDemoData).toBe(true);
  });

  it('keeps a question and a call request of the user; refuses an incomplete one with the spec’s message', async () => {
    const form = await c.crm.get<{ email: string; name: string }>('/api/Explorer/Question');
    expect(form.body.email).toContain('@');
    const asked = await c.crm.put('/api/Explorer/Question', { ...form.body, subject: 'Invoices', question: 'How do I add a tax?' });
    expect(asked.status).toBe(200);
    const blank = await c.crm.put<{ message: string }>('/api/Explorer/Question', {
      email: form.body.email,
      name: 'X',
      subject: '',
      question: '',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please complete all required fields');
    const call = await c.crm.put('/api/Explorer/Call', {
      email: form.body.email,
      name: 'Casey',
      phoneNumber: '+1 555 0100',
      reason: 'Setup',
    });
    expect(call.status).toBe(200);
    expect((await c.crm.put('/api/Explorer/Call', { email: form.body.email, name: 'Casey' })).status).toBe(400);
    const { userId } = await me(c.crm);
    const rows = await api.db.execute(sql`select kind from explorer_requests where user_id = ${userId} order by id`);
    expect((rows as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind)).toEqual(['question', 'call']);
  });

  it('saves the questionnaire per user and answers it in the initial data', async () => {
    const empty = await c.project.get('/api/Explorer/GetQuestionnaire');
    expect(empty.body).toEqual({ roleInCompany: '', currentIssue: '', interested: '' });
    const answers = { roleInCompany: 'Owner,Sales', currentIssue: 'Invoicing', interested: 'CRM,Projects' };
    expect((await c.project.post('/api/Explorer/SaveQuestionnaire', answers)).status).toBe(200);
    expect((await c.project.get('/api/Explorer/GetQuestionnaire')).body).toEqual(answers);
    expect((await c.project.get('/api/Home/InitialData')).body.questionnaire).toEqual(answers);
    expect((await c.crm.get('/api/Explorer/GetQuestionnaire')).body).toEqual({ roleInCompany: '', currentIssue: '', interested: '' });
  });

  it('hides the welcome and turns the Explorer off for the user only', async () => {
    expect((await c.project.post('/api/Explorer/HideWelcome', {})).status).toBe(200);
    expect((await c.project.get('/api/Home/InitialData')).body.showWelcome).toBe(false);
    expect((await c.crm.get('/api/Home/InitialData')).body.showWelcome).toBe(true);
    expect((await c.project.put('/api/UserOption/Update?optionName=showExplorer&optionValue=false', {})).status).toBe(200);
    expect((await c.project.get('/api/Explorer/Home')).body.showExplorer).toBe(false);
    expect((await c.crm.get('/api/Explorer/Home')).body.showExplorer).toBe(true);
  });

  it('keeps a call request whole; refuses one without a number, naming the fields, with the spec’s message', async () => {
    const { userId } = await me(c.support);
    const request = {
      email: 'support@acme.example',
      name: 'Sam Support',
      phoneNumber: '+44 20 7946 0000',
      country: 'United Kingdom',
      callTime: 'Morning',
      comment: 'About importing contacts',
      reason: 'Getting started',
    };
    const incomplete = await c.support.put<{ message: string; errors: { field: string; message: string }[] }>('/api/Explorer/Call', {
      ...request,
      name: ' ',
      phoneNumber: '',
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('Please complete all required fields');
    expect(incomplete.body.errors).toEqual([
      { field: 'name', message: 'Please complete all required fields' },
      { field: 'phoneNumber', message: 'Please complete all required fields' },
    ]);
    const badEmail = await c.support.put<{ errors: { field: string; message: string }[] }>('/api/Explorer/Call', {
      ...request,
      email: 'nope',
    });
    expect(badEmail.body.errors).toEqual([{ field: 'email', message: 'Invalid email' }]);
    expect((await c.support.put('/api/Explorer/Call', request)).status).toBe(200);
    const rows = await api.db.execute(sql`select kind, body from explorer_requests where user_id = ${userId} order by id`);
    expect((rows as unknown as { rows: { kind: string; body: unknown }[] }).rows).toEqual([{ kind: 'call', body: request }]);
    const anonymous = await fetch(`${api.url}/api/Explorer/Call`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a questionnaire with a question unanswered, naming it; keeps the choices tidy', async () => {
    const partial = await c.support.post<{ message: string; errors: { field: string; message: string }[] }>(
      '/api/Explorer/SaveQuestionnaire',
      { roleInCompany: 'Owner', currentIssue: ' , ', interested: '' },
    );
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Please complete all required fields');
    expect(partial.body.errors.map((e) => e.field)).toEqual(['currentIssue', 'interested']);
    expect((await c.support.get('/api/Explorer/GetQuestionnaire')).body).toEqual({ roleInCompany: '', currentIssue: '', interested: '' });
    const saved = await c.support.post('/api/Explorer/SaveQuestionnaire', {
      roleInCompany: ' Owner , Sales,Owner',
      currentIssue: 'Invoicing',
      interested: 'CRM, Projects',
    });
    expect(saved.body).toEqual({ roleInCompany: 'Owner,Sales', currentIssue: 'Invoicing', interested: 'CRM,Projects' });
  });

  it('answers nobody signed out', async () => {
    expect((await fetch(`${api.url}/api/Explorer/Home`)).status).toBe(401);
  });
});
