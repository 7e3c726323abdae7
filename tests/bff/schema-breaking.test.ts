import { describe, expect, it } from 'vitest';
import { allowedChanges, schemaChanges } from '../../bff/src/schema/breaking-check';

const before = /* GraphQL */ `
  type Query { organization(id: ID!): Organization }
  type Organization { id: ID! name: String! phone: String }
  enum Status { ACTIVE INACTIVE }
`;

describe('schema breaking-change check', () => {
  it('reports a removed field and a field made nullable-to-required as breaking', () => {
    const after = before.replace(' phone: String', '').replace('organization(id: ID!)', 'organization(id: ID!, scope: String!)');
    const { breaking } = schemaChanges(before, after);
    expect(breaking).toContain('FIELD_REMOVED Organization.phone was removed.');
    expect(breaking.some((c) => c.startsWith('REQUIRED_ARG_ADDED'))).toBe(true);
  });

  it('treats additions as safe and a new enum value as dangerous only', () => {
    const after = before.replace('phone: String', 'phone: String email: String').replace('INACTIVE', 'INACTIVE ARCHIVED');
    const { breaking, dangerous } = schemaChanges(before, after);
    expect(breaking).toEqual([]);
    expect(dangerous).toEqual(['VALUE_ADDED_TO_ENUM ARCHIVED was added to enum type Status.']);
  });

  it('reads the allow list as exact lines, ignoring comments and blanks', () => {
    const allowed = allowedChanges('# removed on purpose\n\nFIELD_REMOVED Organization.phone was removed.\n');
    expect(allowed.has('FIELD_REMOVED Organization.phone was removed.')).toBe(true);
    expect(allowed.size).toBe(1);
  });
});
