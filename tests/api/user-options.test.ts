// PUT /api/UserOption/Update: a user's default section per record type, kept in the user's preferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client } from './support/client';

const update = (client: Client, optionName: string, optionValue?: string) => {
  const q = new URLSearchParams({ optionName, ...(optionValue === undefined ? {} : { optionValue }) });
  return client.put(`/api/UserOption/Update?${q}`);
};
const defaultSections = async (client: Client) =>
  (await client.get('/api/UserMainMenu/InitialData')).body.session.preference.defaultSections ?? {};

describe.each(backends())('UserOption/Update ($name)', (backend) => {
  let api: TestApi;
  let users: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    api = await startTestApi(backend);
    users = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  it('stores the section a type opens on for this user only, per type, and clears it with an empty value', async () => {
    const { crm, admin } = users;
    expect(await defaultSections(crm)).toEqual({});
    const res = await update(crm, 'defaultSection.organization', 'history');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ optionName: 'defaultSection.Organization', optionValue: 'history' });
    // a second type keeps the first; a role type is its own type
    expect((await update(crm, 'defaultSection.Task', 'detail-info')).status).toBe(200);
    expect((await update(crm, 'defaultSection.Lead', 'task')).status).toBe(200);
    expect(await defaultSections(crm)).toEqual({ Organization: 'history', Task: 'detail-info', Lead: 'task' });
    expect(await defaultSections(admin)).toEqual({});
    // the rest of the preferences are untouched
    expect((await crm.get('/api/UserMainMenu/InitialData')).body.session.preference).toMatchObject({
      sessionTimeout: expect.any(Number),
      modalSize: expect.any(String),
    });

    expect((await update(crm, 'defaultSection.Organization', '')).body).toEqual({
      optionName: 'defaultSection.Organization',
      optionValue: null,
    });
    expect(await defaultSections(crm)).toEqual({ Task: 'detail-info', Lead: 'task' });
  });

  it('refuses a section the type does not have, an unknown type or option, and a missing name', async () => {
    const { support } = users;
    const cases: [string, string | undefined, string, string][] = [
      ['defaultSection.Task', 'child-company', 'optionValue', 'Invalid section'],
      ['defaultSection.Nothing', 'updates', 'optionName', 'Invalid object'],
      ['favouriteColour', 'blue', 'optionName', 'Invalid option'],
    ];
    for (const [name, value, field, message] of cases) {
      const res = await update(support, name, value);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ field, message }] });
    }
    const missing = await support.put('/api/UserOption/Update?optionValue=updates');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'optionName', message: 'Please complete all required fields' });
    expect(await defaultSections(support)).toEqual({});
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${api.url}/api/UserOption/Update?optionName=defaultSection.Task&optionValue=progress`, { method: 'PUT' });
    expect(res.status).toBe(401);
  });
  it('stores the modal size (large or normal) for this user only, and reads working hours and formats from the preferences', async () => {
    const { project, support } = users;
    const prefs = async (client: Client) => (await client.get('/api/UserMainMenu/InitialData')).body.session.preference;
    expect(await prefs(project)).toMatchObject({
      modalSize: 'large',
      dateFormat: 'MM/dd/yyyy',
      timeFormat: 'h:mm a',
      workingHours: expect.arrayContaining([{ day: 1, isWorking: true, start: '09:00', end: '17:00' }]),
    });
    const res = await update(project, 'modalSize', 'normal');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ optionName: 'modalSize', optionValue: 'normal' });
    expect((await prefs(project)).modalSize).toBe('normal');
    expect((await prefs(support)).modalSize).toBe('large');
    const bad = await update(project, 'modalSize', 'huge');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'optionValue', message: 'Invalid option value' }] });
    expect((await prefs(project)).modalSize).toBe('normal');
  });
});
