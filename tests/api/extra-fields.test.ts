// Extra fields: definitions per company and record type, values per record (validated by type, required
// rules incl. role-conditional ones), tenant isolation, permissions, freemium read-only and '--' for a field
// with a condition on a record the viewer only reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;
const REQUIRED = 'Please complete all the required fields';

describe.each(backends())('extra fields ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let segment: Json;
  let rating: Json;
  let lossReason: Json;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    const list = async (parentObject: string) => (await c.crm.get(`/api/ExtraField/List?parentObject=${parentObject}`)).body.data as Json[];
    segment = (await list('Organization')).find((d) => d.name === 'Industry Segment');
    rating = (await list('Supplier')).find((d) => d.name === 'Supplier Rating');
    lossReason = (await list('Opportunity')).find((d) => d.name === 'Loss Reason');
  });
  afterAll(async () => api?.close());

  const addOrg = async (extra: Record<string, unknown> = {}) => {
    const res = await c.crm.post('/api/Organization/Add', { name: `Extra ${Math.random().toString(36).slice(2, 8)}`, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.model as Json;
  };
  const setValues = (client: Json, parentObject: string, parentId: number, values: [number, unknown][]) =>
    client.put('/api/ExtraFieldValue/Update', {
      parentObject,
      parentId,
      fieldValueList: values.map(([extraFieldId, fieldValue]) => ({ extraFieldId, fieldValue })),
    });

  it('the seed defines extra fields; GetModel answers a definition with its options, only in its company', async () => {
    expect(segment).toMatchObject({ fieldType: 'select', isRequired: false });
    expect(rating).toMatchObject({ fieldType: 'radio', isRequired: true, parentObject: 'Supplier' });
    const model = await c.crm.get(`/api/ExtraField/GetModel/${segment.id}?parentObject=Organization`);
    expect(model.status).toBe(200);
    expect(model.body.data.extraFieldOptionList.map((o: Json) => o.optionValue)).toEqual(['Retail', 'Manufacturing', 'Services']);
    expect((await c.globex.get(`/api/ExtraField/GetModel/${segment.id}`)).status).toBe(404);
    expect((await c.globex.get('/api/ExtraField/List?parentObject=Organization')).body.data).toEqual([]);
  });

  it('only administrators define fields, of the spec types, with options for select and radio', async () => {
    const def = { parentObject: 'Organization', name: 'Website 2', fieldType: 'url' };
    expect((await c.crm.post('/api/ExtraField/Add', def)).status).toBe(403);
    expect((await c.admin.post('/api/ExtraField/Add', { ...def, fieldType: 'colour' })).status).toBe(400);
    const noOptions = await c.admin.post('/api/ExtraField/Add', { ...def, fieldType: 'select' });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.errors).toEqual([{ field: 'extraFieldOptionList', message: 'A select or radio field needs options' }]);
    const badCondition = await c.admin.post('/api/ExtraField/Add', { ...def, condition: { field: 'nope', value: 'x' } });
    expect(badCondition.body.errors).toEqual([{ field: 'condition', message: 'Unknown condition field' }]);
    const added = await c.admin.post('/api/ExtraField/Add', def);
    expect(added.status).toBe(200);
    expect((await c.globex.del(`/api/ExtraField/Delete/${added.body.data.id}`)).status).toBe(404);
    expect((await c.admin.del(`/api/ExtraField/Delete/${added.body.data.id}`)).status).toBe(200);
  });

  it('values are validated by type, stored per record and carried by GetModel and List rows', async () => {
    const org = await addOrg();
    const bad = await setValues(c.crm, 'Organization', org.id, [[segment.id, 'Farming']]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: `extra_${segment.id}`, message: 'Invalid industry segment' }]);
    const ok = await setValues(c.crm, 'Organization', org.id, [[segment.id, 'Retail']]);
    expect(ok.status).toBe(200);
    expect(ok.body.fieldValueList).toContainEqual({ extraFieldId: segment.id, fieldValue: 'Retail', displayValue: 'Retail' });
    expect((await c.crm.get(`/api/Organization/GetModel/${org.id}`)).body.model[`extra_${segment.id}`]).toBe('Retail');
    const rows = (await c.crm.get(`/api/Organization/List?idList=${org.id}`)).body.data;
    expect(rows[0][`extra_${segment.id}`]).toBe('Retail');
    // Through a record Update too, in the same call.
    const updated = await c.crm.put('/api/Organization/Update', { id: org.id, [`extra_${segment.id}`]: 'Services' });
    expect(updated.status).toBe(200);
    expect(updated.body.model[`extra_${segment.id}`]).toBe('Services');

    const number = await c.admin.post('/api/ExtraField/Add', { parentObject: 'Organization', name: 'Head Count', fieldType: 'number' });
    const person = await c.admin.post('/api/ExtraField/Add', { parentObject: 'Organization', name: 'Champion', fieldType: 'person' });
    expect((await setValues(c.crm, 'Organization', org.id, [[number.body.data.id, 'many']])).status).toBe(400);
    expect((await setValues(c.crm, 'Organization', org.id, [[number.body.data.id, '12.5']])).status).toBe(200);
    // A person of another company is no valid value.
    const globexPerson = await c.globex.post('/api/Person/Add', { firstName: 'Out', lastName: 'Sider' });
    expect((await setValues(c.crm, 'Organization', org.id, [[person.body.data.id, globexPerson.body.model.id]])).status).toBe(400);
    await c.admin.del(`/api/ExtraField/Delete/${number.body.data.id}`);
    await c.admin.del(`/api/ExtraField/Delete/${person.body.data.id}`);
  });

  it('a field of a role is required only while the record has that role', async () => {
    const org = await addOrg();
    // Not a supplier: the rating is not needed.
    expect((await setValues(c.crm, 'Organization', org.id, [[segment.id, 'Retail']])).status).toBe(200);
    const supplier = await c.crm.put('/api/Organization/Update', { id: org.id, isSupplier: true, [`extra_${segment.id}`]: 'Retail' });
    expect(supplier.status).toBe(400);
    expect(supplier.body).toMatchObject({ message: REQUIRED, errors: [{ field: `extra_${rating.id}`, message: REQUIRED }] });
    const withRating = await c.crm.put('/api/Organization/Update', { id: org.id, isSupplier: true, [`extra_${rating.id}`]: 'B' });
    expect(withRating.status).toBe(200);
    // Clearing it on a supplier is refused.
    const cleared = await setValues(c.crm, 'Organization', org.id, [[rating.id, null]]);
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe(REQUIRED);
    // Adding a supplier from its own list with extra values needs it too.
    const add = await c.crm.post('/api/Supplier/Add', { name: 'Rated Supply', [`extra_${segment.id}`]: 'Retail' });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(REQUIRED);
    const added = await c.crm.post('/api/Supplier/Add', { name: 'Rated Supply', [`extra_${rating.id}`]: 'C' });
    expect(added.status).toBe(200);
    expect(added.body.model[`extra_${rating.id}`]).toBe('C');
  });

  it("another company's records and fields are out of reach", async () => {
    const org = await addOrg();
    expect((await setValues(c.globex, 'Organization', org.id, [[segment.id, 'Retail']])).status).toBe(404);
    const own = (await c.globex.post('/api/Organization/Add', { name: 'Globex Own' })).body.model;
    const foreign = await setValues(c.globex, 'Organization', own.id, [[segment.id, 'Retail']]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe(`extra_${segment.id}`);
  });

  it('values follow the record permission; freemium users read them but cannot change them (426)', async () => {
    const org = await addOrg();
    // The support user only reads CRM records.
    expect((await setValues(c.support, 'Organization', org.id, [[segment.id, 'Retail']])).status).toBe(403);
    const free = await setValues(c.free, 'Organization', org.id, [[segment.id, 'Retail']]);
    expect(free.status).toBe(426);
    expect((await c.free.put('/api/Organization/Update', { id: org.id, [`extra_${segment.id}`]: 'Retail' })).status).toBe(426);
    expect((await c.free.get('/api/ExtraField/List?parentObject=Organization')).body.isReadOnly).toBe(true);
    expect((await c.crm.get('/api/ExtraField/List?parentObject=Organization')).body.isReadOnly).toBe(false);
  });

  it("a field with a condition is hidden ('--') when the record permission is read", async () => {
    const opp = await c.crm.post('/api/Opportunity/Add', { name: 'Lost deal', stage: 'Closed Lost' });
    expect(opp.status, JSON.stringify(opp.body)).toBe(200);
    const id = opp.body.model.id;
    expect((await setValues(c.crm, 'Opportunity', id, [[lossReason.id, 'Price']])).status).toBe(200);
    const writer = (await c.crm.get(`/api/Opportunity/GetModel/${id}`)).body;
    expect(writer.model[`extra_${lossReason.id}`]).toBe('Price');
    const reader = (await c.support.get(`/api/Opportunity/GetModel/${id}`)).body;
    expect(reader.permission).toBe('read');
    expect(reader.model[`extra_${lossReason.id}`]).toBeNull();
    expect(reader.model.extraHidden).toEqual([`extra_${lossReason.id}`]);
    const rows = (await c.support.get(`/api/Opportunity/List?idList=${id}`)).body.data;
    expect(rows[0][`extra_${lossReason.id}`]).toBeNull();
  });

  it("the side panel's add-field dialog offers the type's fields and extra fields and keeps the choice", async () => {
    const org = await addOrg();
    const available = await c.crm.get(`/api/Organization/GetAvailableField/${org.id}`);
    expect(available.status).toBe(200);
    expect(available.body.data).toContainEqual({
      fieldName: `extra_${segment.id}`,
      fieldLabel: 'Industry Segment',
      isExtra: true,
      isSelected: false,
    });
    const saved = await c.crm.post('/api/Organization/UpdateSidePanel', { fieldList: ['ownerId', `extra_${segment.id}`] });
    expect(saved.status).toBe(200);
    const chosen = saved.body.data.filter((f: Json) => f.isSelected).map((f: Json) => f.fieldName);
    expect(chosen).toEqual(['ownerId', `extra_${segment.id}`]);
    expect((await c.crm.post('/api/Organization/UpdateSidePanel', { fieldList: ['nope'] })).status).toBe(404);
    expect((await c.globex.get(`/api/Organization/GetAvailableField/${org.id}`)).status).toBe(404);
  });

  /** Defines a field for the length of `run`, then deletes it (other tests of the file create the same types). */
  const withField = async (client: Json, def: Record<string, unknown>, run: (field: Json) => Promise<void>) => {
    const added = await client.post('/api/ExtraField/Add', def);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    try {
      await run(added.body.data);
    } finally {
      expect((await client.del(`/api/ExtraField/Delete/${added.body.data.id}`)).status).toBe(200);
    }
  };
  const refusedOn = (res: Json, field: Json) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ message: REQUIRED, errors: [{ field: `extra_${field.id}`, message: REQUIRED }] });
  };

  it('a required field holds on every create, whether or not the caller sends extra values (Add, AddMultiple)', async () => {
    await withField(c.admin, { parentObject: 'Organization', name: 'Account Code', fieldType: 'text', isRequired: true }, async (code) => {
      const name = `extra_${code.id}`;
      // An integrator that never sends extra values is refused too, on the field, with the spec's message.
      refusedOn(await c.crm.post('/api/Organization/Add', { name: 'No Code Ltd' }), code);
      refusedOn(await c.crm.post('/api/Organization/Add', { name: 'Blank Code Ltd', [name]: '  ' }), code);
      const ok = await c.crm.post('/api/Organization/Add', { name: 'Coded Ltd', [name]: 'AC-1' });
      expect(ok.status).toBe(200);
      expect(ok.body.model[name]).toBe('AC-1');
      // Every model or none.
      const tag = `Batch ${Math.random().toString(36).slice(2, 8)}`;
      refusedOn(await c.crm.post('/api/Organization/AddMultiple', [{ name: `${tag} A`, [name]: 'AC-2' }, { name: `${tag} B` }]), code);
      expect((await c.crm.get(`/api/Organization/NameSearch?term=${encodeURIComponent(tag)}`)).body).toEqual([]);
      const both = await c.crm.post('/api/Organization/AddMultiple', [
        { name: `${tag} A`, [name]: 'AC-2' },
        { name: `${tag} B`, [name]: 'AC-3' },
      ]);
      expect(both.status, JSON.stringify(both.body)).toBe(200);
      const ids = both.body.data.map((d: Json) => d.model.id).join(',');
      const rows = (await c.crm.get(`/api/Organization/List?idList=${ids}`)).body.data as Json[];
      expect(rows.map((r) => r[name]).sort()).toEqual(['AC-2', 'AC-3']);
      // Parties of a role are created through the party's definitions as well.
      refusedOn(await c.crm.post('/api/Customer/Add', { name: 'Customer Without Code' }), code);
    });
  });

  it('an update must leave every required field filled, even of a record saved before the field became required', async () => {
    const old = await addOrg();
    await withField(c.admin, { parentObject: 'Organization', name: 'Tax Number', fieldType: 'text', isRequired: true }, async (tax) => {
      const name = `extra_${tax.id}`;
      // Update and the list's inline edit (SaveItem) of any other field are refused until the record has it.
      refusedOn(await c.crm.put('/api/Organization/Update', { id: old.id, description: 'New note' }), tax);
      refusedOn(await c.crm.post('/api/Organization/SaveItem', { id: old.id, name: 'Renamed Ltd' }), tax);
      expect((await c.crm.get(`/api/Organization/GetModel/${old.id}`)).body.model.description).not.toBe('New note');
      // A status change edits no form field: it is not held to the new rule.
      expect((await c.crm.put(`/api/Organization/ChangeStatus/${old.id}?status=0`)).status).toBe(200);
      const filled = await c.crm.put('/api/Organization/Update', { id: old.id, description: 'New note', [name]: 'TX-9' });
      expect(filled.status, JSON.stringify(filled.body)).toBe(200);
      expect(filled.body.model).toMatchObject({ description: 'New note', [name]: 'TX-9' });
      expect((await c.crm.post('/api/Organization/SaveItem', { id: old.id, name: `${old.name} 2` })).status).toBe(200);
      // Clearing it is refused through each call that writes it.
      refusedOn(await c.crm.put('/api/Organization/Update', { id: old.id, [name]: '' }), tax);
      refusedOn(await c.crm.post('/api/Organization/SaveItem', { id: old.id, [name]: null }), tax);
      refusedOn(await setValues(c.crm, 'Organization', old.id, [[tax.id, null]]), tax);
      expect((await c.crm.get(`/api/Organization/GetModel/${old.id}`)).body.model[name]).toBe('TX-9');
    });
  });

  it('an extra value changed alone through Update is a change of the record (new version)', async () => {
    const org = await addOrg();
    const before = (await c.crm.get(`/api/Organization/GetModel/${org.id}`)).body.model.version as number;
    const res = await c.crm.put('/api/Organization/Update', { id: org.id, version: before, [`extra_${segment.id}`]: 'Manufacturing' });
    expect(res.status).toBe(200);
    expect(res.body.model.version).toBe(before + 1);
    // The same value again changes nothing.
    expect((await c.crm.put('/api/Organization/Update', { id: org.id, [`extra_${segment.id}`]: 'Manufacturing' })).body.model.version).toBe(
      before + 1,
    );
  });

  it('a role field is required on create only of a party with that role, whether or not extra values are sent', async () => {
    refusedOn(await c.crm.post('/api/Supplier/Add', { name: 'Unrated Supply' }), rating);
    refusedOn(await c.crm.post('/api/Organization/Add', { name: 'Unrated Org', isSupplier: true }), rating);
    refusedOn(await c.crm.post('/api/Person/Add', { lastName: 'Unrated', isSupplier: true }), rating);
    expect((await c.crm.post('/api/Person/Add', { lastName: 'Customer Only', isCustomer: true })).status).toBe(200);
    expect((await c.crm.post('/api/Lead/Add', { name: 'Lead Only' })).status).toBe(200);
    const rated = await c.crm.post('/api/Person/Add', { lastName: 'Rated', isSupplier: true, [`extra_${rating.id}`]: 'A' });
    expect(rated.status).toBe(200);
    // Dropping the role lifts the rule: the rating may then be cleared.
    const dropped = await c.crm.put('/api/Person/Update', { id: rated.body.model.id, isSupplier: false, [`extra_${rating.id}`]: null });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
  });

  it('a required field with a condition is required only while its condition is met', async () => {
    const def = {
      parentObject: 'Opportunity',
      name: 'Win Reason',
      fieldType: 'select',
      isRequired: true,
      extraFieldOptionList: [{ optionValue: 'price', name: 'Price' }],
      condition: { field: 'stage', value: 'Closed Won' },
    };
    await withField(c.admin, def, async (win) => {
      const open = await c.crm.post('/api/Opportunity/Add', { name: 'Open deal', stage: 'Prospecting' });
      expect(open.status, JSON.stringify(open.body)).toBe(200);
      refusedOn(await c.crm.put('/api/Opportunity/Update', { id: open.body.model.id, stage: 'Closed Won' }), win);
      refusedOn(await c.crm.post('/api/Opportunity/Add', { name: 'Won deal', stage: 'Closed Won' }), win);
      const won = await c.crm.put('/api/Opportunity/Update', { id: open.body.model.id, stage: 'Closed Won', [`extra_${win.id}`]: 'price' });
      expect(won.status, JSON.stringify(won.body)).toBe(200);
    });
  });

  it("another company's required fields never apply", async () => {
    await withField(c.globex, { parentObject: 'Organization', name: 'Globex Code', fieldType: 'text', isRequired: true }, async (code) => {
      refusedOn(await c.globex.post('/api/Organization/Add', { name: 'Globex Uncoded' }), code);
      const acme = await c.crm.post('/api/Organization/Add', { name: 'Acme Uncoded' });
      expect(acme.status).toBe(200);
      expect(acme.body.model).not.toHaveProperty(`extra_${code.id}`);
      expect((await c.crm.put('/api/Organization/Update', { id: acme.body.model.id, description: 'still fine' })).status).toBe(200);
      // Nor can its field be written on an Acme record.
      const foreign = await c.crm.put('/api/Organization/Update', { id: acme.body.model.id, [`extra_${code.id}`]: 'X' });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors).toEqual([{ field: `extra_${code.id}`, message: 'Unknown extra field' }]);
    });
  });

  it('freemium users, whose extra fields are read-only, are not held to required ones and cannot send values', async () => {
    await withField(c.admin, { parentObject: 'Organization', name: 'Region Code', fieldType: 'text', isRequired: true }, async (region) => {
      const added = await c.free.post('/api/Organization/Add', { name: 'Free Plan Org' });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect((await c.free.put('/api/Organization/Update', { id: added.body.model.id, description: 'free edit' })).status).toBe(200);
      expect((await c.free.post('/api/Organization/Add', { name: 'Free Valued', [`extra_${region.id}`]: 'EU' })).status).toBe(426);
      // A paid user editing it must complete it.
      refusedOn(await c.crm.put('/api/Organization/Update', { id: added.body.model.id, description: 'paid edit' }), region);
    });
  });
});
