// The generated schema covers every catalogued type, and keeps the generic surface the web codes against.
import { readFileSync } from 'node:fs';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogue, fieldsOf, recordSections } from '../../contract';
import { camelName, constantCase, outputName, selectEnumName } from '../../bff/src/schema/engine/names';
import { schema as executable } from '../../bff/src/schema';
import { printedSchema } from '../../bff/src/schema/print';
import { missingFromSchema, parseSdl } from './support/schema-diff';

const schema = parseSdl(printedSchema());
const type = (name: string): GraphQLNamedType => {
  const t = schema.getType(name);
  if (!t) throw new Error(`type ${name} missing`);
  return t;
};
const fieldsOfType = (name: string) => {
  const t = type(name);
  if (!isObjectType(t) && !isInterfaceType(t) && !isInputObjectType(t)) throw new Error(`${name} has no fields`);
  return t.getFields();
};
const query = schema.getQueryType()!.getFields();
/** Enum values with their internal values, from the executable schema (the printed SDL only has names). */
const enumValues = (name: string) =>
  (executable.getType(name) as unknown as { getValues(): { name: string; value: unknown }[] }).getValues().map((v) => [v.name, v.value] as const);
const sorted = <T>(xs: T[]) => [...xs].sort((a, b) => String(a).localeCompare(String(b)));
const mutation = schema.getMutationType()!.getFields();

describe('generated schema', () => {
  it('keeps every name and shape of the engine contract (notes/engine-schema.graphql)', () => {
    const contract = parseSdl(readFileSync('tests/bff/support/engine-schema.graphql', 'utf8'));
    expect(missingFromSchema(contract, schema).filter((p) => !p.includes('_unused'))).toEqual([]);
  });

  for (const t of catalogue.filter((x) => !x.role)) {
    it(`${t.objectName}: object, connection, sort, filter, inputs, payloads and root fields`, () => {
      const T = t.objectName;
      const object = type(T);
      expect(isObjectType(object)).toBe(true);
      const interfaces = isObjectType(object) ? object.getInterfaces().map((i) => i.name).sort() : [];
      expect(interfaces).toEqual(t.traits.party ? ['Node', 'Party', 'Record'] : ['Node', 'Record']);

      const fields = fieldsOfType(T);
      for (const f of fieldsOf(t)) {
        const name = outputName(t, f);
        if (f.name === 'status') continue; // RecordStatus on the Record interface
        expect(fields[name], `${T}.${name}`).toBeDefined();
        expect(fields[name]!.description, `${T}.${name} description`).toBeTruthy();
        if (f.kind === 'select') {
          const e = type(selectEnumName(t, f));
          expect(String(fields[name]!.type)).toBe(e.name);
          expect(isEnumType(e)).toBe(true);
          expect(sorted(enumValues(e.name))).toEqual(sorted(f.options!.map((o) => [constantCase(o.value), o.value] as const)));
        }
      }

      expect(Object.keys(fieldsOfType(`${T}Connection`)).sort()).toEqual(['edges', 'pageInfo', 'totalCount', 'totalCountExact']);
      expect(String(fieldsOfType(`${T}Edge`).node!.type)).toBe(`${T}!`);
      expect(sorted(enumValues(`${T}SortField`).map(([, v]) => v))).toEqual(sorted(fieldsOf(t).filter((f) => f.sortable).map((f) => f.name)));
      expect(Object.keys(fieldsOfType(`${T}Order`)).sort()).toEqual(['direction', 'field']);
      expect(Object.keys(fieldsOfType(`${T}Filter`)).length).toBe(fieldsOf(t).filter((f) => f.filterable).length);
      expect(fieldsOfType(`Create${T}Input`)).toBeDefined();
      expect(String(fieldsOfType(`Update${T}Input`).id!.type)).toBe('ID!');
      for (const op of ['Create', 'Update', 'Delete']) {
        const payload = type(`${op}${T}Payload`);
        expect(isUnionType(payload) && payload.getTypes().map((m) => m.name)).toContain(`${op}${T}Success`);
        expect(String(mutation[`${camelName(op)}${T}`]!.type)).toBe(`${op}${T}Payload!`);
      }

      const list = query[t.listField]!;
      expect(String(list.type)).toBe(`${T}Connection!`);
      expect(list.args.map((a) => a.name).sort()).toEqual(['after', 'before', 'filter', 'first', 'last', 'orderBy', 'search']);
      expect(String(query[camelName(T)]!.type)).toBe(T);
    });
  }

  it('role types list organizations and people (Party)', () => {
    for (const t of catalogue.filter((x) => x.role)) {
      expect(String(query[t.listField]!.type)).toBe('PartyConnection!');
      expect(String(query[camelName(t.objectName)]!.type)).toBe('Party');
    }
  });

  it('references lose their Id suffix and keep the names clients use', () => {
    expect(String(fieldsOfType('Project').projectManager!.type)).toBe('User');
    expect(String(fieldsOfType('Task').assignees!.type)).toBe('[User!]!');
    expect(String(fieldsOfType('Organization').parentOrganization!.type)).toBe('Organization');
    expect(String(fieldsOfType('Person').organization!.type)).toBe('Organization');
    expect(String(fieldsOfType('Task').parent!.type)).toBe('Record');
    expect(String(fieldsOfType('Task').topParent!.type)).toBe('Record');
    expect(String(fieldsOfType('Opportunity').amount!.type)).toBe('Float');
    expect(String(fieldsOfType('Opportunity').closeDate!.type)).toBe('String');
    expect(String(fieldsOfType('Task').dueDate!.type)).toBe('DateTime');
    expect(String(fieldsOfType('Task').workEffort!.type)).toBe('Int');
    expect(String(fieldsOfType('Watch').watchType!.type)).toBe('WatchType');
    expect(type('OpportunityStage')).toBeDefined();
    expect(String(fieldsOfType('CreatePersonInput').organizationId!.type)).toBe('ID');
    expect(String(fieldsOfType('CreatePersonInput').lastName!.type)).toBe('String!');
    for (const name of ['phone', 'email', 'createdAt', 'updatedAt', 'addresses', 'phones', 'emails', 'isLead']) {
      expect(fieldsOfType('Organization')[name], name).toBeDefined();
    }
  });

  it('RelatedSection has one value per section key that lists records', () => {
    expect(sorted(enumValues('RelatedSection').map(([, v]) => v))).toEqual(sorted([...recordSections().keys()]));
    expect(enumValues('RelatedSection')).toContainEqual(['CHILD_COMPANY', 'child-company']);
  });
});
