// Countries and their provinces for address forms (`GET /api/Country/List`, `Country/Get/{id}`,
// `Address/GetRegion?countryId`): the country decides the province list (or free text) and the labels.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { nullIfMissing } from '../errors';
import { rowIdOf, bareRowId } from '../engine/source';

interface CountryShape {
  id: number;
  code: string;
  name: string;
  provinceLabel: string;
  postalLabel: string;
}
interface RegionShape {
  id: number;
  code: string;
  name: string;
}
interface RegionsAnswer {
  province: RegionShape[];
  hasProvinceList: boolean;
  provinceLabel: string;
  postalLabel: string;
}

const RegionRef = builder.objectRef<RegionShape>('Region').implement({
  description: 'A province, state or county of a country.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the region.', resolve: (r) => encodeGlobalID('Region', r.id) }),
    code: t.exposeString('code', { description: 'Short code as addresses write it, e.g. "WA" or "ON".' }),
    name: t.exposeString('name', { description: 'Name, e.g. "Washington".' }),
  }),
});

/** The provinces of a country, deduplicated per request. */
const regionsOf = (ctx: { loaders: { get<T>(path: string, query?: Record<string, number>): Promise<T> } }, countryId: number) =>
  ctx.loaders.get<RegionsAnswer>('/api/Address/GetRegion', { countryId });

export const CountryRef = builder.objectRef<CountryShape>('Country').implement({
  description: 'A country (ISO 3166-1) and how its addresses are written.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the country (pass it to `regions(countryId:)`).', resolve: (c) => encodeGlobalID('Country', c.id) }),
    rowId: t.int({ description: 'Row id of the country (the REST countryId).', resolve: (c) => c.id }),
    code: t.exposeString('code', { description: 'ISO 3166-1 alpha-2 code, e.g. "US".' }),
    name: t.exposeString('name', { description: 'Name as addresses store it, e.g. "United States".' }),
    provinceLabel: t.exposeString('provinceLabel', { description: 'Label of the province field: "State", "Province", "County"…' }),
    postalLabel: t.exposeString('postalLabel', { description: 'Label of the postal field: "ZIP code", "Postcode", "Postal code"…' }),
    hasProvinceList: t.boolean({
      description: 'Whether the province is chosen from `regions` (else it is free text).',
      resolve: async (c, _a, ctx) => (await regionsOf(ctx, c.id)).hasProvinceList,
    }),
    regions: t.field({ type: [RegionRef], description: 'The provinces to choose from (empty: free text).', resolve: async (c, _a, ctx) => (await regionsOf(ctx, c.id)).province }),
  }),
});

/** A country id argument: a global id (Country.id) or the row id. */
const countryRowId = (id: string) => bareRowId(id) ?? rowIdOf(id, ['Country'])?.id ?? null;

builder.queryFields((t) => ({
  countries: t.field({
    type: [CountryRef],
    description: 'Every country (ISO 3166-1), by name.',
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => (await ctx.loaders.get<{ data: CountryShape[] }>('/api/Country/List')).data,
  }),
  country: t.field({
    type: CountryRef,
    nullable: true,
    description: 'One country by global id or row id; null when unknown.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id or row id.' }) },
    resolve: (_p, { id }, ctx) => {
      const rowId = countryRowId(String(id));
      return rowId ? nullIfMissing(() => ctx.loaders.get<CountryShape>(`/api/Country/Get/${rowId}`)) : null;
    },
  }),
  regions: t.field({
    type: [RegionRef],
    description: "A country's provinces (empty when its addresses take free text, or the country is unknown).",
    authScopes: { authenticated: true },
    args: { countryId: t.arg.id({ required: true, description: 'Global id or row id of the country.' }) },
    resolve: async (_p, { countryId }, ctx) => {
      const rowId = countryRowId(String(countryId));
      if (!rowId) return [];
      return (await nullIfMissing(() => regionsOf(ctx, rowId)))?.province ?? [];
    },
  }),
}));
