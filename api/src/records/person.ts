import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { organizations, people } from '../db/schema';
import { commonFields, optionalText, type RecordDefinition } from './definition';

const { companyId: _companyId, deletedAt: _deletedAt, deletedBy: _deletedBy, ...columns } = getTableColumns(people);

// "First Last", computed in SQL so sorting, searching and name checks use the same value.
const nameSql = sql<string>`trim(concat_ws(' ', ${people.firstName}, ${people.lastName}))`;

export const personDefinition: RecordDefinition = {
  objectName: 'Person',
  objectUrl: 'person',
  pluralLabel: 'people',
  table: people,
  c: people,
  nameSql,
  selection: {
    ...columns,
    name: nameSql.as('name'),
    organizationName: sql<string | null>`(select o.name from ${organizations} o where o.id = ${people.organizationId} and o.deleted_at is null)`.as(
      'organization_name',
    ),
  },
  fields: z.object({
    ...commonFields,
    firstName: z
      .string()
      .trim()
      .max(100, 'First name must be at most 100 characters')
      .nullish()
      .transform((v) => v ?? ''),
    lastName: z.string().trim().max(100, 'Last name must be at most 100 characters'),
    organizationId: z.number().int().positive().nullish().transform((v) => v ?? null),
    jobTitle: optionalText('Job title', 200),
  }),
  required: ['lastName'],
  keywordColumns: [nameSql, people.primaryEmail, people.jobTitle],
  filters: { organizationId: people.organizationId },
  viewField: [
    { fieldName: 'name', fieldLabel: 'Name', fieldType: 'text', columnWidth: 200 },
    { fieldName: 'organizationName', fieldLabel: 'Organization', fieldType: 'account', columnWidth: 200 },
    { fieldName: 'jobTitle', fieldLabel: 'Job Title', fieldType: 'text', columnWidth: 160 },
    { fieldName: 'primaryPhone', fieldLabel: 'Phone', fieldType: 'text', columnWidth: 140 },
    { fieldName: 'primaryEmail', fieldLabel: 'Email', fieldType: 'text', columnWidth: 200 },
    { fieldName: 'ownerId', fieldLabel: 'Owner', fieldType: 'user', columnWidth: 140 },
  ],
  blank: { firstName: '', lastName: '', organizationId: null, organizationName: null, jobTitle: null },
  parentName: (row) => (typeof row.organizationName === 'string' ? row.organizationName : null),
  async checkReferences(db, companyId, values) {
    const orgId = values.organizationId;
    if (typeof orgId !== 'number') return [];
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, orgId), eq(organizations.companyId, companyId), isNull(organizations.deletedAt)));
    return org ? [] : [{ field: 'organizationId', message: 'Invalid organization' }];
  },
};
