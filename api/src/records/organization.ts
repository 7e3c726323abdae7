import { and, count, eq, getTableColumns, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { organizations, people } from '../db/schema';
import { commonFields, optionalText, type RecordDefinition } from './definition';

const { companyId: _companyId, deletedAt: _deletedAt, deletedBy: _deletedBy, ...columns } = getTableColumns(organizations);

export const organizationDefinition: RecordDefinition = {
  objectName: 'Organization',
  objectUrl: 'organization',
  pluralLabel: 'organizations',
  table: organizations,
  c: organizations,
  nameSql: organizations.name.getSQL(),
  selection: columns,
  fields: z.object({
    ...commonFields,
    name: z.string().trim().max(200, 'Name must be at most 200 characters'),
    website: optionalText('Website', 500),
    industry: optionalText('Industry', 100),
  }),
  required: ['name'],
  keywordColumns: [organizations.name, organizations.website, organizations.industry, organizations.primaryEmail],
  filters: {},
  viewField: [
    { fieldName: 'name', fieldLabel: 'Organization Name', fieldType: 'text', columnWidth: 240 },
    { fieldName: 'primaryPhone', fieldLabel: 'Phone', fieldType: 'text', columnWidth: 140 },
    { fieldName: 'primaryEmail', fieldLabel: 'Email', fieldType: 'text', columnWidth: 200 },
    { fieldName: 'website', fieldLabel: 'Website', fieldType: 'url', columnWidth: 200 },
    { fieldName: 'industry', fieldLabel: 'Industry', fieldType: 'text', columnWidth: 140 },
    { fieldName: 'ownerId', fieldLabel: 'Owner', fieldType: 'user', columnWidth: 140 },
    { fieldName: 'lastModifiedDate', fieldLabel: 'Last Modified', fieldType: 'date', columnWidth: 140 },
  ],
  blank: { name: '', website: null, industry: null },
  parentName: (row) => (typeof row.industry === 'string' ? row.industry : null),
  async contactCount(db, companyId, id) {
    const [r] = await db
      .select({ n: count() })
      .from(people)
      .where(and(eq(people.companyId, companyId), eq(people.organizationId, id), isNull(people.deletedAt)));
    return r?.n ?? 0;
  },
};
