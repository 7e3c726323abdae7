import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../../bff/src/schema/print';
import { missingFromSchema, parseSdl } from './support/schema-diff';

describe('schema.graphql', () => {
  const printed = printedSchema();

  it('is the printed builder schema (no drift)', () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(printed);
  });

  it('keeps every name of the draft contract (types, fields, args, union members, enum values)', () => {
    const draft = parseSdl(readFileSync('tests/bff/support/draft-schema.graphql', 'utf8'));
    expect(missingFromSchema(draft, parseSdl(printed))).toEqual([]);
  });

  it('describes every type and field', () => {
    const schema = parseSdl(printed);
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Boolean', 'ID', 'Float'].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if ('getFields' in type) {
        for (const f of Object.values(type.getFields())) if (!f.description) missing.push(`${type.name}.${f.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
