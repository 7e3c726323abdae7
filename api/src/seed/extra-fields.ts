// Demo extra fields (contract/extra-fields.ts) of Acme: an optional select on organizations, a supplier
// rating required of suppliers only (given to every seeded supplier), and an opportunity's loss reason
// shown only when the stage is Closed Lost.
import { sql } from 'drizzle-orm';
import { extraFields, extraFieldValues } from '../db/schema';
import type { SeedContext } from './context';

export async function seedExtraFields(ctx: SeedContext): Promise<void> {
  const { tx, companyId } = ctx;
  const options = (...names: string[]) => names.map((name) => ({ optionValue: name, name }));
  const [, rating] = await tx
    .insert(extraFields)
    .values([
      {
        companyId,
        parentObject: 'Organization',
        name: 'Industry Segment',
        fieldType: 'select',
        options: options('Retail', 'Manufacturing', 'Services'),
        sortOrder: 1,
      },
      {
        companyId,
        parentObject: 'Supplier',
        name: 'Supplier Rating',
        fieldType: 'radio',
        isRequired: true,
        options: options('A', 'B', 'C'),
        sortOrder: 2,
      },
      {
        companyId,
        parentObject: 'Opportunity',
        name: 'Loss Reason',
        fieldType: 'textarea',
        numberOfColumn: 2,
        condition: { field: 'stage', value: 'Closed Lost' },
        sortOrder: 3,
      },
    ])
    .returning({ id: extraFields.id });
  const suppliers: { parentObject: string; parentId: number }[] = [];
  for (const [parentObject, table] of [
    ['Organization', 'organizations'],
    ['Person', 'people'],
  ] as const) {
    const rows = await tx.execute<{ id: number }>(
      sql`select id from ${sql.identifier(table)} where company_id = ${companyId} and is_supplier and deleted_at is null`,
    );
    for (const r of (rows as unknown as { rows: { id: number }[] }).rows) suppliers.push({ parentObject, parentId: Number(r.id) });
  }
  if (suppliers.length)
    await tx.insert(extraFieldValues).values(suppliers.map((s) => ({ ...s, companyId, extraFieldId: rating!.id, value: 'A' })));
}
