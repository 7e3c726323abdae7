// Countries and provinces for address forms, and the blank address of a party type.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogue } from '../../../contract';
import { requireUser } from '../context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { blankAddress } from '../records/children';
import { countryById, countryModel, listCountries, regionsOf } from './countries';

const countryId = z.coerce.number().int().positive().max(2_147_483_647);

export async function geoRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/Country/List', async (request) => {
    requireUser(request);
    const rows = await listCountries(db);
    return { data: rows.map((c) => ({ id: c.id, code: c.code, name: c.name, provinceLabel: c.provinceLabel, postalLabel: c.postalLabel })) };
  });

  app.get('/api/Country/Get/:id', async (request) => {
    requireUser(request);
    const { id } = parseBody(z.object({ id: countryId }), request.params);
    const country = await countryById(db, id);
    if (!country) throw notFound('Invalid country');
    return countryModel(country, (await regionsOf(db, [id])).get(id)!);
  });

  app.get('/api/Address/GetRegion', async (request) => {
    requireUser(request);
    const { countryId: id } = parseBody(z.object({ countryId }), request.query);
    const country = await countryById(db, id);
    if (!country) throw notFound('Invalid country');
    const { province, postal, provinceLabel, postalLabel, hasProvinceList } = countryModel(country, (await regionsOf(db, [id])).get(id)!);
    return { province, postal, provinceLabel, postalLabel, hasProvinceList };
  });

  // Every party type (and its roles) answers the blank address of its forms.
  for (const type of catalogue.filter((t) => t.traits.party)) {
    app.get(`/api/${type.objectName}/GetBlankAddress`, async (request) => {
      requireUser(request);
      return { model: blankAddress() };
    });
  }
}
