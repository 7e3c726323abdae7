import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The start of a Windows executable (MZ header and PE signature). */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
const LIMIT = 64 * 1024;

async function upload(client: Client, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('selectedFile', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(`${client.baseUrl}/api/Attachment/UpdateAttachment`, { method: 'POST', headers: { authorization: `Bearer ${client.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

async function raw(client: Client, path: string) {
  const res = await fetch(`${client.baseUrl}${path}`, { headers: { authorization: `Bearer ${client.token}` }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(backends())('attachments ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let orgId: number;
  const list = async (client: Client, objectName: string, id: number) => client.get(`/api/${objectName}/Attachment/${id}?pageSize=50`);

  beforeAll(async () => {
    api = await startTestApi(backend, { attachmentMaxBytes: LIMIT });
    c = await demoClients(api.url);
    const org = await c.crm.post('/api/Organization/Add', { name: 'Attachment Holder' });
    orgId = org.body.model.id;
  });
  afterAll(async () => api?.close());

  it('GetBlank answers a blank model and the size limit in the spec’s units', async () => {
    const res = await c.crm.get('/api/Attachment/GetBlank');
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ id: 0, name: '', fileType: 'file', associateId: 0 });
    expect(res.body.viewData).toEqual({ maxSize: LIMIT, maxSizeText: '64.0 KB' });
  });

  it('uploads a file to a record, lists it with its size and serves the same bytes with safe headers', async () => {
    const res = await upload(c.crm, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'pixel.png', bytes: PNG, type: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const model = res.body.model;
    expect(model).toMatchObject({
      name: 'pixel.png',
      fileType: 'file',
      contentType: 'image/png',
      size: PNG.length,
      sizeText: '0.1 KB',
      viewable: true,
      parentObject: 'Organization',
      parentId: orgId,
      associateId: orgId,
      createdByName: 'Carl Reyes',
      url: `/attachment/view-attachment/${model.id}`,
    });

    const page = await list(c.admin, 'Organization', orgId);
    expect(page.status).toBe(200);
    expect(page.body.data.map((a: Json) => a.id)).toContain(model.id);
    expect(page.body.totalItem).toBeGreaterThanOrEqual(1);

    const view = await raw(c.project, `/api/Attachment/ViewAttachment/${model.id}`);
    expect(view.status).toBe(200);
    expect(view.bytes.equals(PNG)).toBe(true);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="pixel.png"/);
    const download = await raw(c.project, `/api/Attachment/ViewAttachment/${model.id}?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="pixel.png"/);
    expect(download.bytes.equals(PNG)).toBe(true);
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const before = (await list(c.crm, 'Organization', orgId)).body.totalItem;
    const res = await upload(c.crm, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'big.txt', bytes: Buffer.alloc(LIMIT + 1, 97) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than the 64.0 KB limit');
    expect((await list(c.crm, 'Organization', orgId)).body.totalItem).toBe(before);
  });

  it('sniffs the bytes: executables and scripts are refused, a name promising another type is refused', async () => {
    const to = { parentObject: 'Organization', parentId: String(orgId) };
    const exe = await upload(c.crm, to, { name: 'tool.exe', bytes: EXE });
    expect(exe).toMatchObject({ status: 400, body: { message: 'This file type is not allowed', errors: [{ field: 'selectedFile' }] } });
    const disguised = await upload(c.crm, to, { name: 'invoice.dat', bytes: EXE });
    expect(disguised.body.message).toBe('This file type is not allowed');
    const script = await upload(c.crm, to, { name: 'notes.txt', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') });
    expect(script.body.message).toBe('This file type is not allowed');
    const fakePng = await upload(c.crm, to, { name: 'photo.png', bytes: Buffer.from('hello, not an image'), type: 'image/png' });
    expect(fakePng).toMatchObject({ status: 400, body: { message: "The file's content does not match its type" } });
  });

  it('serves HTML as a download of opaque bytes, never as a page', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(c.crm, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'page.txt', bytes: html, type: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ contentType: 'text/html', viewable: false });
    const view = await raw(c.crm, `/api/Attachment/ViewAttachment/${res.body.model.id}`);
    expect(view.headers.get('content-type')).toBe('application/octet-stream');
    expect(view.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.bytes.equals(html)).toBe(true);
  });

  it("another company's attachment is a 404 everywhere", async () => {
    const res = await upload(c.crm, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'secret.txt', bytes: Buffer.from('acme only') });
    const id = res.body.model.id;
    expect((await raw(c.globex, `/api/Attachment/ViewAttachment/${id}`)).status).toBe(404);
    expect((await c.globex.get(`/api/Attachment/GetModel/${id}`)).status).toBe(404);
    expect((await c.globex.del(`/api/Attachment/Delete/${id}`)).status).toBe(404);
    expect((await list(c.globex, 'Organization', orgId)).status).toBe(404);
    const batch = await c.globex.get(`/api/Organization/Attachment?idList=${orgId}`);
    expect(batch.body.data).toEqual([]);
  });

  it('reading needs read on the parent, writing needs write', async () => {
    // A follow (Watch) is private to its follower: another user may not read it, nor its attachments.
    const watch = await c.crm.post('/api/Watch/Add', { parentId: orgId, parentObject: 'Organization' });
    const onWatch = await upload(c.crm, { parentObject: 'Watch', parentId: String(watch.body.id) }, { name: 'mine.txt', bytes: Buffer.from('private') });
    expect(onWatch.status).toBe(200);
    expect((await raw(c.support, `/api/Attachment/ViewAttachment/${onWatch.body.model.id}`)).status).toBe(404);
    expect((await raw(c.crm, `/api/Attachment/ViewAttachment/${onWatch.body.model.id}`)).status).toBe(200);

    // The project user reads CRM records but does not write them.
    const refused = await upload(c.project, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'x.txt', bytes: Buffer.from('x') });
    expect(refused).toMatchObject({ status: 403, body: { message: "You don't have permission to edit this record" } });
    const mine = await upload(c.crm, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'y.txt', bytes: Buffer.from('y') });
    expect((await c.project.del(`/api/Attachment/Delete/${mine.body.model.id}`)).status).toBe(403);

    // A deleted parent takes its attachments out of reach.
    const gone = await c.crm.post('/api/Organization/Add', { name: 'Soon Deleted' });
    const att = await upload(c.crm, { parentObject: 'Organization', parentId: String(gone.body.model.id) }, { name: 'z.txt', bytes: Buffer.from('z') });
    await c.crm.del(`/api/Organization/Delete/${gone.body.model.id}`);
    expect((await raw(c.crm, `/api/Attachment/ViewAttachment/${att.body.model.id}`)).status).toBe(404);
  });

  it('URL attachments: a link with a name, http(s) only; viewing one redirects to it', async () => {
    const ok = await c.crm.post('/api/Attachment/UpdateAttachment', { fileType: 'url', name: 'Spec', url: 'https://example.com/spec', parentObject: 'Organization', parentId: orgId });
    expect(ok.status).toBe(200);
    expect(ok.body.model).toMatchObject({ fileType: 'url', name: 'Spec', url: 'https://example.com/spec', size: 0, sizeText: '', viewable: false });
    const view = await raw(c.crm, `/api/Attachment/ViewAttachment/${ok.body.model.id}`);
    expect(view.status).toBe(302);
    expect(view.headers.get('location')).toBe('https://example.com/spec');
    const bad = await c.crm.post('/api/Attachment/UpdateAttachment', { fileType: 'url', url: 'javascript:alert(1)', parentObject: 'Organization', parentId: orgId });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid URL' } });
    const missing = await c.crm.post('/api/Attachment/UpdateAttachment', { fileType: 'url', parentObject: 'Organization', parentId: orgId });
    expect(missing.body.message).toBe('Please complete all required fields');
    const renamed = await c.crm.post('/api/Attachment/UpdateAttachment', { id: ok.body.model.id, name: 'Specification' });
    expect(renamed.body.model).toMatchObject({ id: ok.body.model.id, name: 'Specification', url: 'https://example.com/spec' });
  });

  it('an upload without a record is its uploader’s until UpdateAssociate files it under one', async () => {
    const pending = await upload(c.crm, {}, { name: 'later.txt', bytes: Buffer.from('later') });
    expect(pending.body.model).toMatchObject({ associateId: 0, parentObject: null });
    const id = pending.body.model.id;
    expect((await c.admin.get(`/api/Attachment/GetModel/${id}`)).status).toBe(404);
    expect((await c.project.post('/api/Attachment/UpdateAssociate', { idList: [id], parentObject: 'Organization', parentId: orgId })).status).toBe(403);
    const res = await c.crm.post('/api/Attachment/UpdateAssociate', { idList: [id], parentObject: 'Organization', parentId: orgId });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ id, associateId: orgId, parentObject: 'Organization' });
    expect((await c.admin.get(`/api/Attachment/GetModel/${id}`)).status).toBe(200);
  });

  it('role types list the party’s attachments by role id, alone and in a batch', async () => {
    const customer = await c.crm.post('/api/Customer/Add', { name: 'Attached Customer' });
    const customerId = customer.body.model.customerId;
    const up = await upload(c.crm, { parentObject: 'Customer', parentId: String(customerId) }, { name: 'c.txt', bytes: Buffer.from('c') });
    expect(up.body.model).toMatchObject({ parentObject: 'Organization', parentId: customer.body.model.id });
    const one = await list(c.crm, 'Customer', customerId);
    expect(one.body.data.map((a: Json) => a.name)).toEqual(['c.txt']);
    const batch = await c.crm.get(`/api/Customer/Attachment?idList=${customerId}`);
    expect(batch.body.data).toEqual([{ id: customerId, ...one.body }]);
  });

  it('delete removes the attachment and its bytes', async () => {
    const up = await upload(c.crm, { parentObject: 'Organization', parentId: String(orgId) }, { name: 'bye.txt', bytes: Buffer.from('bye') });
    const del = await c.crm.del(`/api/Attachment/Delete/${up.body.model.id}`);
    expect(del).toMatchObject({ status: 200, body: { message: 'Attachment has been deleted.' } });
    expect((await raw(c.crm, `/api/Attachment/ViewAttachment/${up.body.model.id}`)).status).toBe(404);
  });
});
