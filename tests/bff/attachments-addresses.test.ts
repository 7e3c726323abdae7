// Attachments (GraphQL multipart uploads, the attachments connection, the view route) and the party
// child lists (addresses, phones, e-mails) through the engine's generic and typed mutations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let project: string;
let globex: string;
beforeAll(async () => {
  stack = await startStack();
  [crm, project, globex] = await Promise.all([
    loginCookie(stack.bff.url, 'crm@acme.example'),
    loginCookie(stack.bff.url, 'project@acme.example'),
    loginCookie(stack.bff.url, 'admin@globex.example'),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

const q = async (query: string, variables?: Record<string, unknown>, cookie = crm) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as AnyData;
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const UPLOAD = `mutation($input: UploadAttachmentInput!) { uploadAttachment(input: $input) { __typename
  ... on UploadAttachmentSuccess { attachment { id rowId name size sizeText contentType viewable url downloadUrl fileType createdByName record { id } }
    attachmentEdge { node { id } } record { id attachments { totalCount } } }
  ... on ValidationError { message fields { field message } }
  ... on Error { message } } }`;

/** A GraphQL multipart request (operations, map, one file part), as Relay's uploadables send it. */
async function upload(url: string, recordId: string, file: { name: string; bytes: Buffer; type?: string }, opts: { cookie: string; csrf?: boolean }) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { recordId, file: null } } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { cookie: opts.cookie, accept: 'application/json' };
  if (opts.csrf !== false) headers['x-graphql-csrf'] = '1';
  const res = await fetch(new URL('/graphql', url), { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { data?: AnyData; errors?: { message: string }[] } };
}

const organization = async (name: string) => {
  const res = await q(`mutation($input: CreateRecordInput!) { createRecord(input: $input) { ... on CreateRecordSuccess { record { id rowId } } } }`, {
    input: { type: 'Organization', values: { name } },
  });
  return res.createRecord.record as { id: string; rowId: number };
};

describe('attachments through GraphQL', () => {
  let org: { id: string; rowId: number };
  beforeAll(async () => {
    org = await organization('Upload Target');
  });

  it('uploadAttachment takes a multipart request and answers the attachment with its size; the record lists it', async () => {
    const res = await upload(stack.bff.url, org.id, { name: 'pixel.png', bytes: PNG, type: 'image/png' }, { cookie: crm });
    expect(res.status).toBe(200);
    const out = res.body.data!.uploadAttachment;
    expect(out.__typename).toBe('UploadAttachmentSuccess');
    expect(out.attachment).toMatchObject({
      name: 'pixel.png',
      size: PNG.length,
      sizeText: '0.1 KB',
      contentType: 'image/png',
      viewable: true,
      fileType: 'FILE',
      createdByName: 'Carl Reyes',
      url: `/attachment/view-attachment/${out.attachment.rowId}`,
      downloadUrl: `/attachment/view-attachment/${out.attachment.rowId}?download=1`,
      record: { id: org.id },
    });
    expect(out.attachmentEdge.node.id).toBe(out.attachment.id);
    expect(out.record.attachments.totalCount).toBe(1);

    const read = await q(`query($id: ID!) { organization(id: $id) { attachments(first: 10) { totalCount edges { node { id name sizeText createdBy { fullName } } } } } }`, { id: org.id }, project);
    expect(read.organization.attachments).toMatchObject({ totalCount: 1, edges: [{ node: { id: out.attachment.id, name: 'pixel.png', sizeText: '0.1 KB', createdBy: { fullName: 'Carl Reyes' } } }] });
    const node = await q(`query($id: ID!) { node(id: $id) { ... on Attachment { name } } }`, { id: out.attachment.id });
    expect(node.node).toEqual({ name: 'pixel.png' });
  });

  it('the bff serves the bytes with the user’s session and the api’s safe headers; others get 404', async () => {
    const res = await upload(stack.bff.url, org.id, { name: 'notes.txt', bytes: Buffer.from('plain notes\n') }, { cookie: crm });
    const { rowId } = res.body.data!.uploadAttachment.attachment;
    const view = await fetch(new URL(`/attachment/view-attachment/${rowId}`, stack.bff.url), { headers: { cookie: project } });
    expect(view.status).toBe(200);
    expect(Buffer.from(await view.arrayBuffer()).toString()).toBe('plain notes\n');
    expect(view.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="notes.txt"/);
    const download = await fetch(new URL(`/attachment/view-attachment/${rowId}?download=1`, stack.bff.url), { headers: { cookie: project } });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    await download.arrayBuffer();

    expect((await fetch(new URL(`/attachment/view-attachment/${rowId}`, stack.bff.url), { headers: { cookie: globex } })).status).toBe(404);
    const anonymous = await fetch(new URL(`/attachment/view-attachment/${rowId}`, stack.bff.url), { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/login');
  });

  it('refusals come back as payload errors: a type not allowed, no write permission, another company’s record', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from('PE\0\0'), Buffer.alloc(64, 1)]);
    const refused = await upload(stack.bff.url, org.id, { name: 'setup.exe', bytes: exe }, { cookie: crm });
    expect(refused.body.data!.uploadAttachment).toMatchObject({ __typename: 'ValidationError', message: 'This file type is not allowed', fields: [{ field: 'selectedFile' }] });
    const readOnly = await upload(stack.bff.url, org.id, { name: 'x.txt', bytes: Buffer.from('x') }, { cookie: project });
    expect(readOnly.body.data!.uploadAttachment).toMatchObject({ __typename: 'PermissionError', message: "You don't have permission to edit this record" });
    const otherCompany = await upload(stack.bff.url, org.id, { name: 'x.txt', bytes: Buffer.from('x') }, { cookie: globex });
    expect(otherCompany.body.data!.uploadAttachment.__typename).toBe('NotFoundError');
  });

  it('a cookie upload without the CSRF header is refused before it runs', async () => {
    const res = await upload(stack.bff.url, org.id, { name: 'x.txt', bytes: Buffer.from('x') }, { cookie: crm, csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.errors![0]!.message).toMatch(/x-graphql-csrf/);
  });

  it('an upload over the limit is refused with 413 before the bff reads it', async () => {
    let small: RunningBff | undefined;
    try {
      small = await startBff({ apiUrl: stack.api.url, maxUploadBytes: 1024 });
      const cookie = await loginCookie(small.url, 'crm@acme.example');
      const res = await upload(small.url, org.id, { name: 'big.txt', bytes: Buffer.alloc(1024 * 1024 + 4096, 97) }, { cookie });
      expect(res.status).toBe(413);
      expect(res.body.errors![0]!.message).toBe('The file is larger than the 1.0 KB limit');
    } finally {
      await small?.close();
    }
  });

  it('addUrlAttachment and deleteAttachment; a list page asks the attachments of all its rows in one call', async () => {
    const added = await q(
      `mutation($input: AddUrlAttachmentInput!) { addUrlAttachment(input: $input) { __typename ... on AddUrlAttachmentSuccess { attachment { id name url fileType sizeText downloadUrl } } ... on Error { message } } }`,
      { input: { recordId: org.id, url: 'https://example.com/brief', name: 'Brief' } },
    );
    expect(added.addUrlAttachment.attachment).toEqual({ id: expect.any(String), name: 'Brief', url: 'https://example.com/brief', fileType: 'URL', sizeText: '', downloadUrl: null });
    const bad = await q(`mutation($input: AddUrlAttachmentInput!) { addUrlAttachment(input: $input) { __typename ... on Error { message } } }`, {
      input: { recordId: org.id, url: 'javascript:alert(1)' },
    });
    expect(bad.addUrlAttachment).toEqual({ __typename: 'ValidationError', message: 'Invalid URL' });

    const before = (await q(`query($id: ID!) { organization(id: $id) { attachments { totalCount } } }`, { id: org.id })).organization.attachments.totalCount;
    const deleted = await q(
      `mutation($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { __typename ... on DeleteAttachmentSuccess { deletedId message record { attachments { totalCount } } } ... on Error { message } } }`,
      { input: { id: added.addUrlAttachment.attachment.id } },
    );
    expect(deleted.deleteAttachment).toEqual({
      __typename: 'DeleteAttachmentSuccess',
      deletedId: added.addUrlAttachment.attachment.id,
      message: 'Attachment has been deleted.',
      record: { attachments: { totalCount: before - 1 } },
    });

    const page = await gql(stack.bff.url, `{ organizations(first: 30) { edges { node { attachments(first: 5) { totalCount edges { node { name } } } } } } }`, undefined, { cookie: crm });
    expect(page.body.errors).toBeUndefined();
    const few = await gql(stack.bff.url, `{ organizations(first: 3) { edges { node { attachments(first: 5) { totalCount edges { node { name } } } } } } }`, undefined, { cookie: crm });
    expect(page.upstreamCalls).toBe(few.upstreamCalls);
  });
});

describe('addresses, phones and e-mails through the engine', () => {
  const PARTY = `... on Party { phone email addresses { id rowId street city province country isPrimary } phones { id phoneNumber isPrimary } emails { id email isPrimary } }`;

  it('countries, a country’s province list and labels, and regions by country', async () => {
    const data = await q(`{ countries { id rowId code name provinceLabel postalLabel } }`);
    expect(data.countries.length).toBeGreaterThanOrEqual(249);
    const us = data.countries.find((c: AnyData) => c.code === 'US');
    expect(us).toMatchObject({ name: 'United States', provinceLabel: 'State', postalLabel: 'ZIP code' });
    const detail = await q(`query($id: ID!) { country(id: $id) { name hasProvinceList regions { code name } } }`, { id: us.id });
    expect(detail.country.hasProvinceList).toBe(true);
    expect(detail.country.regions).toEqual(expect.arrayContaining([{ code: 'WA', name: 'Washington' }]));
    const kenya = data.countries.find((c: AnyData) => c.code === 'KE');
    expect((await q(`query($id: ID!) { regions(countryId: $id) { code } }`, { id: kenya.rowId })).regions).toEqual([]);
    expect((await q(`{ country(id: "999999") { name } }`)).country).toBeNull();
  });

  it('the generic mutations save the lists with the record; the first entry cannot be removed', async () => {
    const created = await q(
      `mutation($input: CreateRecordInput!) { createRecord(input: $input) { __typename ... on CreateRecordSuccess { record { id ${PARTY} } } ... on Error { message } } }`,
      {
        input: {
          type: 'Organization',
          values: {
            name: 'Lists Co',
            addressList: [{ street: '1 Pike St', city: 'Seattle', province: 'wa', country: 'US' }],
            phoneList: [{ phoneNumber: '+1 206 555 0100' }, { phoneNumber: '+1 206 555 0199', isPrimary: true }],
            emailList: [{ email: 'hello@lists.example' }],
          },
        },
      },
    );
    const record = created.createRecord.record;
    expect(record).toMatchObject({
      phone: '+1 206 555 0199',
      email: 'hello@lists.example',
      addresses: [{ street: '1 Pike St', province: 'WA', country: 'United States', isPrimary: true }],
      phones: [{ isPrimary: false }, { isPrimary: true }],
    });

    const UPDATE = `mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename ... on UpdateRecordSuccess { record { id ${PARTY} } } ... on ValidationError { message fields { field message } } ... on Error { message } } }`;
    const emptied = await q(UPDATE, { input: { id: record.id, values: { addressList: [] } } });
    expect(emptied.updateRecord).toEqual({ __typename: 'ValidationError', message: 'The first address cannot be removed', fields: [{ field: 'addressList[0]', message: 'The first address cannot be removed' }] });
    const wrongProvince = await q(UPDATE, { input: { id: record.id, values: { addressList: [{ id: record.addresses[0].rowId, country: 'Canada', province: 'WA' }] } } });
    expect(wrongProvince.updateRecord).toMatchObject({ __typename: 'ValidationError', message: 'Invalid province', fields: [{ field: 'addressList[0].province' }] });
  });

  it('the typed update takes addresses, phones and e-mails by their global ids', async () => {
    const org = await organization('Typed Lists Co');
    const UPDATE = `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { __typename ... on UpdateOrganizationSuccess { organization { ${PARTY} } } ... on ValidationError { message fields { field } } ... on Error { message } } }`;
    const first = await q(UPDATE, {
      input: { id: org.id, addresses: [{ street: 'Unter den Linden 1', city: 'Berlin', province: 'Berlin', country: 'Germany' }], emails: [{ email: 'a@typed.example' }, { email: 'b@typed.example', isPrimary: true }] },
    });
    const saved = first.updateOrganization.organization;
    expect(saved).toMatchObject({ email: 'b@typed.example', addresses: [{ city: 'Berlin', province: 'Berlin', country: 'Germany' }] });
    const second = await q(UPDATE, {
      input: {
        id: org.id,
        addresses: [{ id: saved.addresses[0].id, street: 'Unter den Linden 2', city: 'Berlin', country: 'Germany' }, { street: '2 Rue', city: 'Paris', country: 'France', isPrimary: true }],
        emails: [{ id: saved.emails[1].id, email: 'b@typed.example' }],
      },
    });
    expect(second.updateOrganization).toEqual({ __typename: 'ValidationError', message: 'The first email cannot be removed', fields: [{ field: 'emailList[0]' }] });
    const third = await q(UPDATE, {
      input: { id: org.id, addresses: [{ id: saved.addresses[0].id, street: 'Unter den Linden 2', city: 'Berlin', country: 'Germany' }, { street: '2 Rue', city: 'Paris', country: 'France', isPrimary: true }] },
    });
    const addresses = third.updateOrganization.organization.addresses;
    expect(addresses.map((a: AnyData) => [a.id === saved.addresses[0].id, a.city, a.isPrimary])).toEqual([
      [true, 'Berlin', false],
      [false, 'Paris', true],
    ]);
  });
});
