import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('addresses, phones and e-mails of parties ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let countries: { id: number; code: string; name: string; provinceLabel: string; postalLabel: string }[];
  const country = (code: string) => countries.find((x) => x.code === code)!;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    countries = (await c.crm.get('/api/Country/List')).body.data;
  });
  afterAll(async () => api?.close());

  it('every party type and role answers a blank address; other types have none', async () => {
    for (const objectName of ['Organization', 'Person', 'Lead', 'Customer', 'Supplier']) {
      const res = await c.crm.get(`/api/${objectName}/GetBlankAddress`);
      expect(res.status, objectName).toBe(200);
      expect(res.body.model).toMatchObject({
        id: 0,
        street: null,
        city: null,
        province: null,
        postal: null,
        country: null,
        isPrimary: false,
      });
    }
    expect((await c.crm.get('/api/Opportunity/GetBlankAddress')).status).toBe(404);
  });

  it('the ISO 3166 country list is stored, and the country decides the province list and the labels', async () => {
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(country('US')).toMatchObject({ name: 'United States', provinceLabel: 'State', postalLabel: 'ZIP code' });
    expect(country('CA')).toMatchObject({ name: 'Canada', provinceLabel: 'Province', postalLabel: 'Postal code' });
    expect(country('GB')).toMatchObject({ postalLabel: 'Postcode' });

    const us = await c.crm.get(`/api/Country/Get/${country('US').id}`);
    expect(us.body).toMatchObject({ code: 'US', hasProvinceList: true, postal: 'ZIP code' });
    expect(us.body.province).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'WA', name: 'Washington' })]));

    const regions = await c.crm.get(`/api/Address/GetRegion?countryId=${country('CA').id}`);
    expect(regions.body).toMatchObject({ postal: 'Postal code', provinceLabel: 'Province', hasProvinceList: true });
    expect(regions.body.province.map((r: Json) => r.code)).toEqual(expect.arrayContaining(['ON', 'BC', 'QC']));
    expect(regions.body.province.map((r: Json) => r.code)).not.toContain('WA');
    const germany = await c.crm.get(`/api/Address/GetRegion?countryId=${country('DE').id}`);
    expect(germany.body.province.map((r: Json) => r.name)).toContain('Berlin');

    // Where addresses name no province, it is free text.
    const kenya = await c.crm.get(`/api/Address/GetRegion?countryId=${country('KE').id}`);
    expect(kenya.body).toMatchObject({ province: [], hasProvinceList: false, postal: 'Postal code' });
    expect((await c.crm.get('/api/Address/GetRegion?countryId=999999')).status).toBe(404);
    expect((await c.crm.get('/api/Country/Get/999999')).body.message).toBe('Invalid country');
  });

  it('the spec’s limits: description 100, street 200, city 100, phones and fax 100, each error naming the item', async () => {
    const res = await c.crm.post('/api/Organization/Add', {
      name: 'Limits Co',
      addressList: [
        {
          description: 'd'.repeat(101),
          street: 's'.repeat(200),
          city: 'c'.repeat(100),
          primaryPhone: 'p'.repeat(101),
          secondaryPhone: '1'.repeat(100),
          fax: 'f'.repeat(101),
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Description must be at most 100 characters');
    expect(res.body.errors).toEqual([
      { field: 'addressList[0].description', message: 'Description must be at most 100 characters' },
      { field: 'addressList[0].primaryPhone', message: 'Primary phone must be at most 100 characters' },
      { field: 'addressList[0].fax', message: 'Fax must be at most 100 characters' },
    ]);
  });

  it('country by name or code, province from the country’s list (else refused), free text elsewhere', async () => {
    const ok = await c.crm.post('/api/Organization/Add', {
      name: 'Places Co',
      addressList: [
        { street: '1 Pike St', city: 'Seattle', province: 'wa', postal: '98101', country: 'us' },
        { street: '1 Bay St', city: 'Toronto', province: 'Ontario', country: 'Canada' },
        { street: 'Moi Ave', city: 'Nairobi', province: 'Nairobi County', country: 'KE' },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.model.addressList.map((a: Json) => [a.country, a.province])).toEqual([
      ['United States', 'WA'],
      ['Canada', 'Ontario'],
      ['Kenya', 'Nairobi County'],
    ]);

    const wrong = await c.crm.post('/api/Organization/Add', {
      name: 'Wrong Place',
      addressList: [{ country: 'United States', province: 'Ontario' }, { country: 'Atlantis' }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'addressList[0].province', message: 'Invalid state' },
      { field: 'addressList[1].country', message: 'Invalid country' },
    ]);
  });

  it('exactly one primary address, e-mail and phone; the primary phone and e-mail follow the lists', async () => {
    const res = await c.crm.post('/api/Person/Add', {
      lastName: 'Primary',
      addressList: [{ city: 'A', isPrimary: true }, { city: 'B', isPrimary: true }, { city: 'C' }],
      phoneList: [{ phoneNumber: '+1 555 0001' }, { phoneNumber: '+1 555 0002', isPrimary: true }],
      emailList: [{ email: 'a@primary.example' }, { email: 'b@primary.example' }],
    });
    expect(res.status).toBe(200);
    const m = res.body.model;
    expect(m.addressList.map((a: Json) => a.isPrimary)).toEqual([true, false, false]);
    expect(m.phoneList.map((p: Json) => p.isPrimary)).toEqual([false, true]);
    expect(m.emailList.map((e: Json) => e.isPrimary)).toEqual([true, false]);
    expect(m).toMatchObject({ primaryPhone: '+1 555 0002', primaryEmail: 'a@primary.example' });
  });

  it('a new party answers the lists it was added with, empty when none or empty ones were sent, as GetModel reads them', async () => {
    const bodies = [
      { name: 'No lists' },
      { name: 'Empty lists', addressList: [], phoneList: [], emailList: [] },
      { name: 'Some lists', phoneList: [{ phoneNumber: '+1 555 0100' }], emailList: [] },
    ];
    for (const body of bodies) {
      const added = await c.crm.post('/api/Organization/Add', body);
      expect(added.status, body.name).toBe(200);
      const read = await c.crm.get(`/api/Organization/GetModel/${added.body.model.id}`);
      expect(added.body.model, body.name).toEqual(read.body.model);
      expect(added.body.model.addressList, body.name).toEqual([]);
      expect(
        added.body.model.phoneList.map((p: Json) => p.phoneNumber),
        body.name,
      ).toEqual(body.phoneList?.map((p) => p.phoneNumber) ?? []);
    }
  });

  it('the first entry of a list cannot be removed; the others can', async () => {
    const add = await c.crm.post('/api/Organization/Add', {
      name: 'First Stays',
      addressList: [{ city: 'First' }, { city: 'Second' }],
      emailList: [{ email: 'one@first.example' }, { email: 'two@first.example' }],
      phoneList: [{ phoneNumber: '1' }],
    });
    const { id, addressList, emailList, phoneList } = add.body.model;

    const emptied = await c.crm.put('/api/Organization/Update', { id, addressList: [] });
    expect(emptied).toMatchObject({
      status: 400,
      body: { message: 'The first address cannot be removed', errors: [{ field: 'addressList[0]' }] },
    });
    const withoutFirst = await c.crm.put('/api/Organization/Update', {
      id,
      emailList: [{ id: emailList[1].id, email: 'two@first.example' }],
    });
    expect(withoutFirst.body.message).toBe('The first email cannot be removed');
    expect((await c.crm.put('/api/Organization/Update', { id, phoneList: [] })).body.message).toBe('The first phone cannot be removed');

    const kept = await c.crm.put('/api/Organization/Update', { id, addressList: [{ id: addressList[0].id, city: 'First, moved' }] });
    expect(kept.status).toBe(200);
    expect(kept.body.model.addressList).toEqual([
      expect.objectContaining({ id: addressList[0].id, city: 'First, moved', isPrimary: true }),
    ]);
    expect(kept.body.model.phoneList.map((p: Json) => p.id)).toEqual(phoneList.map((p: Json) => p.id));
  });

  it('lists are written in one transaction with the record: one refused list changes nothing', async () => {
    const add = await c.crm.post('/api/Organization/Add', { name: 'Atomic Co', addressList: [{ city: 'Before' }] });
    const { id, addressList } = add.body.model;
    const res = await c.crm.put('/api/Organization/Update', {
      id,
      name: 'Atomic Co Renamed',
      addressList: [{ id: addressList[0].id, city: 'After' }],
      emailList: [{ email: 'not-an-email' }],
    });
    expect(res.status).toBe(400);
    const model = (await c.crm.get(`/api/Organization/GetModel/${id}`)).body.model;
    expect(model).toMatchObject({ name: 'Atomic Co', addressList: [expect.objectContaining({ city: 'Before' })] });

    const late = await c.crm.put('/api/Organization/Update', {
      id,
      name: 'Atomic Co Renamed',
      addressList: [{ id: addressList[0].id, country: 'Atlantis' }],
    });
    expect(late.body.message).toBe('Invalid country');
    expect((await c.crm.get(`/api/Organization/GetModel/${id}`)).body.model.name).toBe('Atomic Co');
  });
});
