// Trials: administrators start one per extension and company; it opens the module to the users given access and
// locks it again at its end (moved clock); the survey extends it once; a retrial offers the complete suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovableClock } from '../../api/src/plans/clock';
import { backends, startTestApi, type TestApi } from './support/api';
import { login, type Client } from './support/client';

const DAY = 24 * 60 * 60 * 1000;
const ONLY_ADMIN = 'Only System Administrator can initiate the trial, please contact your System Administrator to initiate the trail.';

describe.each(backends())('trials on $name', (backend) => {
  let api: TestApi;
  let admin: Client;
  let dinesh: Client;
  let gilfoyle: Client;
  let acmeAdmin: Client;
  let ids: Record<string, number>;
  const clock = () => api.clock as MovableClock;
  beforeAll(async () => {
    api = await startTestApi(backend, { movableClock: true });
    [admin, dinesh, gilfoyle, acmeAdmin] = (await Promise.all(
      ['admin@piedpiper.example', 'dinesh@piedpiper.example', 'gilfoyle@piedpiper.example', 'admin@acme.example'].map((u) =>
        login(api.url, u),
      ),
    )) as [Client, Client, Client, Client];
    const list = (await admin.get('/api/Company/TrialUsed?role=crm')).body.userList as { id: number; email: string }[];
    ids = Object.fromEntries(list.map((u) => [u.email.split('@')[0]!, u.id]));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('TrialUsed: an untried extension, a subscribed one, and a bad role', async () => {
    const fresh = await admin.get('/api/Company/TrialUsed?role=crm');
    expect(fresh.body).toMatchObject({ roleTrialed: false, allTrialed: false, pricePerUser: 25, status: 'available' });
    expect(fresh.body.userList).toHaveLength(3);
    expect((await acmeAdmin.get('/api/Company/TrialUsed?role=crm')).body.roleTrialed).toBe(true);
    expect((await admin.get('/api/Company/TrialUsed?role=sales')).status).toBe(400);
  });

  it('only administrators start a trial, with at least one user given access, of their own company', async () => {
    const refused = await dinesh.post('/api/User/StartTrial/?role=crm', { currentUserList: [{ id: ids.dinesh, roleAccess: true }] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ONLY_ADMIN);
    const nobody = await admin.post('/api/User/StartTrial/?role=crm', {
      currentUserList: [{ id: ids.dinesh, roleAccess: false, isSalesManager: false }],
    });
    expect(nobody.status).toBe(400);
    const both = await admin.post('/api/User/StartTrial/?role=crm', {
      currentUserList: [{ id: ids.dinesh, isSalesManager: true, isSalesPerson: true }],
    });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].field).toBe('currentUserList[0]');
    const acmeUser = (await acmeAdmin.get('/api/User/List')).body.data[0].id as number;
    const foreign = await admin.post('/api/User/StartTrial/?role=crm', { currentUserList: [{ id: acmeUser, roleAccess: true }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Invalid user');
    expect((await dinesh.get('/api/Organization/List')).status).toBe(426);
  });

  it('a non-administrator asks the administrators, who get a notification', async () => {
    const sent = await dinesh.post('/api/Plan/RetrialNotifyAdmin?role=crm');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Your request has been sent to your system administrator');
    const inbox = (await admin.get('/api/UserMainMenu/Notification')).body;
    expect(JSON.stringify(inbox)).toContain('asks for a trial of the CRM extension');
  });

  it('a crm trial for two users opens organizations to them until its end, then locks them out again', async () => {
    const started = await admin.post('/api/User/StartTrial/?role=crm', {
      currentUserList: [
        { id: ids.dinesh, isSalesPerson: true },
        { id: ids.gilfoyle, roleAdmin: true },
        { id: ids.admin, roleAccess: false, isSalesManager: true, isSalesPerson: false },
      ],
      newUserList: [],
      upgradeFromPath: '/organization',
    });
    expect(started.status).toBe(200);
    // Sales person and the extension's admin role both imply access; the administrator got a seat as sales manager.
    expect(started.body).toMatchObject({ role: 'crm', usersWithAccess: 3, price: 75 });
    const end = new Date(started.body.trialEndDate).getTime();
    expect(Math.round((end - Date.now()) / DAY)).toBe(14);
    for (const user of [dinesh, gilfoyle]) expect((await user.get('/api/Organization/List')).status).toBe(200);
    const added = await dinesh.post('/api/Organization/Add', { name: 'Trial Org' });
    expect(added.status).toBe(200);
    const data = (await dinesh.get('/api/UserMainMenu/InitialData')).body;
    expect(data.trialMessage).toBe('Your CRM trial ends in 14 days.');
    const crmItem = data.mainMenu.find((g: { key: string }) => g.key === 'crm').items[0];
    expect(crmItem).toMatchObject({ isLocked: false, isPromotion: true });
    expect(crmItem.tooltip).toMatch(/^You have access to feature until \w+ \d+(st|nd|rd|th)$/);

    const again = await admin.post('/api/User/StartTrial/?role=crm', { currentUserList: [{ id: ids.dinesh, roleAccess: true }] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Your company has already trialed CRM extension and a new trial for this extension is not available for your company.',
    );

    clock().set(new Date(end - 60_000));
    expect((await dinesh.get('/api/Organization/List')).status).toBe(200);
    clock().set(new Date(end + 1));
    expect((await dinesh.get('/api/Organization/List')).status).toBe(426);
    expect((await dinesh.get('/api/Organization/GetModel/0')).status).toBe(426);
    const after = await admin.get('/api/Company/TrialUsed?role=crm');
    expect(after.body).toMatchObject({ roleTrialed: true, allTrialed: false, canTrialAll: true, status: 'trialEnded' });
    const prompts = (await admin.get('/api/UserMainMenu/InitialData')).body;
    expect(prompts.retrialOffer).toEqual({
      role: 'crm',
      message: 'Your company has already trialed CRM extension and a new trial for this extension is not available for your company.',
    });
    expect(prompts.upgradeMessage).toBeTruthy();
  });

  it('retrial: the complete suite for 14 days, once; then setup/plan-extension', async () => {
    expect((await dinesh.post('/api/Plan/Retrial?role=crm')).status).toBe(403);
    const retrial = await admin.post('/api/Plan/Retrial?role=crm');
    expect(retrial.status).toBe(200);
    expect(retrial.body).toMatchObject({ role: 'all', redirect: 'setup/plan-extension?extension=crm' });
    for (const path of ['/api/Organization/List', '/api/Project/List', '/api/Case/List']) expect((await dinesh.get(path)).status).toBe(200);
    expect((await admin.post('/api/Plan/Retrial?role=crm')).status).toBe(400);
  });

  it('the survey needs all five answers and extends a running trial once', async () => {
    const partial = await admin.post('/api/Plan/Survey', { extra_59: 'a', extra_60: 'b', extra_61: '', extra_62: 'd' });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Please complete all survey questions');
    expect(partial.body.errors.map((e: { field: string }) => e.field)).toEqual(['extra_61', 'extra_63']);
    const answers = { extra_59: 'a', extra_60: 'b', extra_61: 'c', extra_62: 'd', extra_63: 'e' };
    expect((await dinesh.post('/api/Plan/Survey', answers)).status).toBe(403);
    expect((await admin.get('/api/UserMainMenu/InitialData')).body.extendTrial).toBe(true);
    const before = (await admin.get('/api/Company/TrialUsed?role=all')).body.trialEndDate as string;
    const done = await admin.post('/api/Plan/Survey', answers);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your trial has extended');
    const afterEnd = (await admin.get('/api/Company/TrialUsed?role=all')).body.trialEndDate as string;
    expect(new Date(afterEnd).getTime() - new Date(before).getTime()).toBe(14 * DAY);
    expect((await admin.get('/api/UserMainMenu/InitialData')).body.extendTrial).toBe(false);
    expect((await admin.post('/api/Plan/Survey', answers)).status).toBe(400);
  });

  it('prompt flags: the promotion view and "Not interested" persist per user', async () => {
    expect((await gilfoyle.get('/api/UserMainMenu/InitialData')).body.promotionSeen).toBe(false);
    expect((await gilfoyle.get('/api/Plan/PromotionTracking?url=%2Forganization')).status).toBe(200);
    expect((await gilfoyle.get('/api/UserMainMenu/InitialData')).body.promotionSeen).toBe(true);
    expect((await dinesh.get('/api/UserMainMenu/InitialData')).body.promotionSeen).toBe(false);
    expect((await gilfoyle.post('/api/Plan/DismissTrialOffer', { notInterested: 'yes' })).status).toBe(400);
  });
});
