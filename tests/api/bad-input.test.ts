// Each class of bad input the fuzzing found answers a 4xx naming the field (never a 500): ids beyond int4
// in paths, bodies and query strings, NUL bytes and unpaired surrogates in any string, references to rows
// the caller's company does not have, values a column cannot hold, and a body over the size limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_MESSAGE, TEXT_MESSAGE, idMessage } from '../../api/src/http/input-guard';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client } from './support/client';
import { UNKNOWN_ID } from './support/fuzz';

for (const backend of backends()) {
  describe(`bad input (${backend.name})`, () => {
    let api: TestApi;
    let admin: Client;
    let org: number;
    let userId: number;
    beforeAll(async () => {
      api = await startTestApi(backend);
      ({ admin } = await demoClients(api.url));
      userId = (await me(admin)).userId;
      org = (await admin.post('/api/Organization/Add', { name: 'Bad Input Ltd' })).body.model.id;
    });
    afterAll(async () => {
      await api?.close();
    });

    const refused = (res: { status: number; body: { message: string; errors?: { field: string; message: string }[] } }, field: string, status = 400) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    };

    it('ids beyond int4 in paths, bodies and query strings are a 400 naming the field', async () => {
      for (const big of [2147483648, 9007199254740991]) {
        refused(await admin.get(`/api/Organization/GetModel/${big}`), 'id');
        refused(await admin.get(`/api/Lead/GetSummary/${big}`), 'id');
        refused(await admin.del(`/api/Task/Delete/${big}`), 'id');
        refused(await admin.put('/api/Organization/Update', { id: big, name: 'x' }), 'id');
        refused(await admin.put('/api/Organization/Update', { id: org, ownerId: big }), 'ownerId');
        refused(await admin.post('/api/Person/Add', { firstName: 'A', lastName: 'B', organizationId: big }), 'organizationId');
        refused(await admin.post('/api/Opportunity/Add', { name: 'x', leadId: big }), 'leadId');
        refused(await admin.get(`/api/Organization/List?idList=1,${big}`), 'idList');
        refused(await admin.get(`/api/Organization/GetRecent?parentId=${big}`), 'parentId');
        refused(await admin.del('/api/Organization/DeleteMultiple', { idList: [org, big] }), 'idList');
        refused(await admin.post('/api/Task/Add', { subject: 'x', assigneeIds: [userId, big] }), 'assigneeIds');
        refused(await admin.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentId: big }), 'parentId');
      }
      const res = await admin.get('/api/Organization/GetModel/2147483648');
      expect(res.body.message).toBe(idMessage('id'));
      // Fractions and negatives are not ids either; 0 still asks for the blank model.
      refused(await admin.put('/api/Organization/Update', { id: org, ownerId: 1.5 }), 'ownerId');
      refused(await admin.get('/api/Organization/GetModel/-3'), 'id');
      expect((await admin.get('/api/Organization/GetModel/0')).status).toBe(200);
    });

    it('NUL bytes and unpaired surrogates are refused in bodies, names and searches', async () => {
      for (const text of ['a\u0000b', '\ud800', 'x\udfffy', 'ok\ud83d']) {
        const add = await admin.post('/api/Organization/Add', { name: text });
        refused(add, 'name');
        expect(add.body.errors[0].message).toBe(TEXT_MESSAGE);
        refused(await admin.put('/api/Organization/Update', { id: org, description: text }), 'description');
        refused(await admin.post('/api/Organization/QuickSearch', { keyword: text }), 'keyword');
        refused(await admin.post('/api/Person/Add', { firstName: 'A', lastName: 'B', addressList: [{ street: text }] }), 'addressList[0].street');
      }
      refused(await admin.get('/api/Organization/NameSearch?term=a%00b'), 'term');
      refused(await admin.get('/api/Organization/List?keyword=%00'), 'keyword');
      // A pair of surrogates (an emoji) is text like any other.
      const emoji = await admin.post('/api/Organization/Add', { name: 'Smile 😀 Ltd' });
      expect(emoji.status).toBe(200);
      expect(emoji.body.model.name).toBe('Smile 😀 Ltd');
    });

    it("references to rows the company does not have are a 400 naming the field", async () => {
      refused(await admin.post('/api/Person/Add', { firstName: 'A', lastName: 'B', organizationId: UNKNOWN_ID }), 'organizationId');
      refused(await admin.put('/api/Organization/Update', { id: org, ownerId: UNKNOWN_ID }), 'ownerId');
      refused(await admin.post('/api/Task/Add', { subject: 'x', parentObject: 'Organization', parentId: UNKNOWN_ID }), 'parentId');
      refused(await admin.post('/api/Task/Add', { subject: 'x', assigneeIds: [userId, UNKNOWN_ID] }), 'assigneeIds');
      refused(await admin.post('/api/OrganizationShare/Add', { parentId: org, userOrGroupId: UNKNOWN_ID }), 'userOrGroupId');
      refused(await admin.post('/api/OrganizationShare/Add', { parentId: org, userType: 'group', userOrGroupId: UNKNOWN_ID }), 'userOrGroupId');
      // The record a call addresses (a path id, a share's or a history's parent) is a 404 when missing.
      expect((await admin.post('/api/OrganizationShare/Add', { parentId: UNKNOWN_ID, userOrGroupId: userId })).status).toBe(404);
      expect((await admin.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentId: UNKNOWN_ID })).status).toBe(404);
      expect((await admin.get(`/api/Organization/GetModel/${UNKNOWN_ID}`)).status).toBe(404);
    });

    it('values a column cannot hold are a 400 naming the field', async () => {
      refused(await admin.post('/api/Opportunity/Add', { name: 'x', amount: 1e15 }), 'amount');
      refused(await admin.post('/api/Task/Add', { subject: 'x', workEffort: 2147483648 }), 'workEffort');
      refused(await admin.post('/api/Opportunity/Add', { name: 'x', closeDate: '2025-02-30' }), 'closeDate');
      refused(await admin.post('/api/Opportunity/Add', { name: 'x', closeDate: '0000-01-01' }), 'closeDate');
      refused(await admin.post('/api/Task/Add', { subject: 'x', dueDate: '275760-09-13T00:00:00Z' }), 'dueDate');
      refused(await admin.get('/api/Task/List?status=2147483648'), 'parameter.status');
      refused(await admin.post('/api/Organization/PagingAndSorting', { currentPage: 1e30 }), 'currentPage');
    });

    it(`a body over the size limit answers 413 with "${BODY_LIMIT_MESSAGE}"`, async () => {
      const res = await admin.put('/api/Organization/Update', { id: org, description: 'x'.repeat(2 * 1024 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: BODY_LIMIT_MESSAGE, errors: [{ field: 'body', message: BODY_LIMIT_MESSAGE }] });
      expect((await admin.get(`/api/Organization/GetModel/${org}`)).body.model.description ?? null).toBeNull();
    });
  });
}
