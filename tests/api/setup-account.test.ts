// Setup and account calls: user administration (administrators only, last administrator kept, tenant scoped),
// API tokens (list, revoke ends the token at once), password change and preferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { Client, demoClients, login, me, PASSWORD } from './support/client';

describe.each(backends())('setup and account ($name)', (backend) => {
  let api: TestApi;
  let users: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    api = await startTestApi(backend);
    users = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  it('lets an administrator invite a user and change roles and flags; non-admins are refused', async () => {
    const { admin, crm } = users;
    const invite = { firstName: 'Nia', lastName: 'Park', email: 'nia@acme.example', userRole: 'crm,project', isAdministrator: false };
    expect((await crm.post('/api/User/Add', invite)).status).toBe(403);
    const added = await admin.post('/api/User/Add', invite);
    expect(added.status).toBe(200);
    expect(added.body.model).toMatchObject({
      username: 'nia@acme.example',
      userRole: 'crm,project',
      isAdministrator: false,
      isActive: true,
    });
    const id = added.body.model.id as number;
    // the address is taken now, in any company
    const again = await users.globex.post('/api/User/Add', { ...invite, firstName: 'Other' });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('email');

    const missing = await admin.post('/api/User/Add', { ...invite, email: 'x@acme.example', firstName: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toEqual({ field: 'firstName', message: 'Please complete all required fields' });
    const badRole = await admin.post('/api/User/Add', { ...invite, email: 'y@acme.example', userRole: 'crm,owner' });
    expect(badRole.body.errors[0]).toEqual({ field: 'userRole', message: 'Unknown role' });

    expect((await crm.put(`/api/User/Update/${id}`, { userRole: 'all' })).status).toBe(403);
    const updated = await admin.put(`/api/User/Update/${id}`, { userRole: 'support', isAdministrator: true, jobTitle: 'Lead' });
    expect(updated.body.model).toMatchObject({ userRole: 'support', isAdministrator: true, jobTitle: 'Lead' });
    // another company's administrator cannot see or change the user
    expect((await users.globex.put(`/api/User/Update/${id}`, { userRole: 'free' })).status).toBe(404);
    expect((await users.globex.get(`/api/User/GetModel/${id}`)).status).toBe(404);
  });

  it('keeps one active administrator: the last one can neither drop the flag nor be deactivated', async () => {
    const { globex } = users;
    const self = await me(globex);
    const demote = await globex.put(`/api/User/Update/${self.userId}`, { isAdministrator: false });
    expect(demote.status).toBe(400);
    expect(demote.body).toMatchObject({
      message: 'The company must keep at least one active administrator.',
      errors: [{ field: 'isAdministrator' }],
    });
    const deactivate = await globex.put(`/api/User/Update/${self.userId}`, { isActive: false });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.errors[0].field).toBe('isActive');
    // with a second administrator, the first may step down
    const second = await globex.post('/api/User/Add', {
      firstName: 'Gia',
      lastName: 'Gray',
      email: 'gia@globex.example',
      userRole: 'all',
      isAdministrator: true,
    });
    expect((await globex.put(`/api/User/Update/${self.userId}`, { isAdministrator: false })).status).toBe(200);
    // Gus stepped down: he can no longer change users at all
    const gia = second.body.model.id as number;
    const refused = await globex.put(`/api/User/Update/${gia}`, { isActive: false });
    expect(refused.status).toBe(403); // Gus is no longer an administrator
  });

  it('signs a deactivated user out at once and refuses their sign-in', async () => {
    const { admin } = users;
    const added = await admin.post('/api/User/Add', {
      firstName: 'Dee',
      lastName: 'Act',
      email: 'dee@acme.example',
      userRole: 'crm',
      isAdministrator: false,
    });
    const id = added.body.model.id as number;
    // an invited user has no usable password yet
    expect((await new Client(api.url).post('/api/Authentication/Login', { username: 'dee@acme.example', password: PASSWORD })).status).toBe(
      400,
    );
    const { crm } = users;
    const crmId = (await me(crm)).userId;
    const crmAgain = await login(api.url, 'crm@acme.example');
    expect((await admin.put(`/api/User/Update/${crmId}`, { isActive: false })).status).toBe(200);
    expect((await crmAgain.get('/api/UserMainMenu/InitialData')).status).toBe(401);
    expect((await new Client(api.url).post('/api/Authentication/Login', { username: 'crm@acme.example', password: PASSWORD })).status).toBe(
      400,
    );
    expect((await admin.put(`/api/User/Update/${crmId}`, { isActive: true })).status).toBe(200);
    users.crm = await login(api.url, 'crm@acme.example');
    expect(id).toBeGreaterThan(0);
  });

  it('creates, lists and revokes API tokens; a revoked token is refused on its next call', async () => {
    const { project, support } = users;
    const created = await project.post('/api/ApiToken/Add', { name: 'Zapier' });
    expect(created.status).toBe(200);
    const token = created.body.token as string;
    const integrator = new Client(api.url, token);
    expect((await integrator.get('/api/UserMainMenu/InitialData')).status).toBe(200);

    const list = await project.get('/api/ApiToken/List');
    expect(list.body.data).toEqual([expect.objectContaining({ id: created.body.id, name: 'Zapier', lastUsedDate: expect.any(String) })]);
    expect(JSON.stringify(list.body)).not.toContain(token);
    // another user (and another company) neither sees nor revokes it
    expect((await support.get('/api/ApiToken/List')).body.data).toEqual([]);
    expect((await support.del(`/api/ApiToken/Delete/${created.body.id}`)).status).toBe(404);
    expect((await users.globex.del(`/api/ApiToken/Delete/${created.body.id}`)).status).toBe(404);
    expect((await integrator.get('/api/UserMainMenu/InitialData')).status).toBe(200);

    expect((await project.del(`/api/ApiToken/Delete/${created.body.id}`)).status).toBe(200);
    // at once, although the token was just cached by this instance
    expect((await integrator.get('/api/UserMainMenu/InitialData')).status).toBe(401);
    expect((await project.get('/api/ApiToken/List')).body.data).toEqual([]);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { support } = users;
    const other = await login(api.url, 'support@acme.example');
    const wrong = await support.post('/api/User/ChangePassword', { currentPassword: 'nope', newPassword: 'new-secret-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toEqual({ field: 'currentPassword', message: 'The current password is incorrect' });
    const short = await support.post('/api/User/ChangePassword', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.body.errors[0]).toEqual({ field: 'newPassword', message: 'The new password must have at least 8 characters' });

    expect((await support.post('/api/User/ChangePassword', { currentPassword: PASSWORD, newPassword: 'new-secret-1' })).status).toBe(200);
    expect((await support.get('/api/UserMainMenu/InitialData')).status).toBe(200);
    expect((await other.get('/api/UserMainMenu/InitialData')).status).toBe(401);
    await expect(login(api.url, 'support@acme.example')).rejects.toThrow();
    const fresh = await login(api.url, 'support@acme.example', 'new-secret-1');
    expect((await fresh.post('/api/User/ChangePassword', { currentPassword: 'new-secret-1', newPassword: PASSWORD })).status).toBe(200);
  });

  it('saves own profile and preferences, validated, and the session reads them at once', async () => {
    const { free } = users;
    // UTC until a zone is chosen, and said so (the web then offers the browser's).
    const before = (await free.get('/api/UserMainMenu/InitialData')).body.session.preference;
    expect(before).toMatchObject({ timeZone: 'UTC', timeZoneChosen: false });
    const pref = await free.put('/api/User/UpdatePreference', {
      modalSize: 'normal',
      sessionTimeout: 30,
      calendarStartDay: 1,
      streamFilterOption: 'tasks',
    });
    expect(pref.status).toBe(200);
    const session = (await free.get('/api/UserMainMenu/InitialData')).body.session;
    expect(session.preference).toMatchObject({ modalSize: 'normal', sessionTimeout: 30, calendarStartDay: 1, streamFilterOption: 'tasks' });
    expect((await free.put('/api/User/UpdatePreference', { timeZone: 'UTC' })).status).toBe(200);
    expect((await free.get('/api/UserMainMenu/InitialData')).body.session.preference).toMatchObject({
      timeZone: 'UTC',
      timeZoneChosen: true,
    });
    const bad = await free.put('/api/User/UpdatePreference', { sessionTimeout: 2, calendarStartDay: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['sessionTimeout', 'calendarStartDay']);

    const profile = await free.put('/api/User/UpdateProfile', {
      firstName: 'Fay',
      lastName: 'Lin-Ho',
      jobTitle: 'Analyst',
      email: 'free@acme.example',
    });
    expect(profile.body.model).toMatchObject({ fullName: 'Fay Lin-Ho', jobTitle: 'Analyst' });
    expect((await free.get('/api/UserMainMenu/InitialData')).body.session.fullName).toBe('Fay Lin-Ho');
    const taken = await free.put('/api/User/UpdateProfile', { firstName: 'Fay', lastName: 'Lin', email: 'admin@acme.example' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0].field).toBe('email');
  });

  it('keeps company details (administrators write), and answers the profile panel calls', async () => {
    const { admin, crm } = users;
    expect((await crm.put('/api/Company/Update', { name: 'Hijack' })).status).toBe(403);
    const saved = await admin.put('/api/Company/Update', { name: 'Acme Demo', phone: '555-0100', city: 'Springfield' });
    expect(saved.body.model).toMatchObject({ name: 'Acme Demo', phone: '555-0100', city: 'Springfield' });
    expect((await crm.get('/api/Company/GetModel')).body).toMatchObject({ model: { phone: '555-0100' }, permission: 'read' });
    expect((await users.globex.get('/api/Company/GetModel')).body.model.phone).toBeNull();

    expect((await crm.post('/api/UserMainMenu/ResendVerification')).body).toEqual({ message: 'Verification email has been send' });
    const time = (await crm.get('/api/UserMainMenu/GetServerTime')).body;
    expect(time).toMatchObject({
      serverTime: expect.any(String),
      freeSupportDayCount: expect.any(Number),
      liveChatOnline: expect.any(Boolean),
    });
    expect((await crm.get('/api/UserMainMenu/CurrentVersion')).body.version).toMatch(/\d+\.\d+/);
  });
});
