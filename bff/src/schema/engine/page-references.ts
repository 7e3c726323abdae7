// The records a page of records or a summary brought along (`references` of PagingAndSorting, a section page or
// GetSummary), handed to the request's reference loader so the reference cells need no `Record/List` call after it.
import { fieldsOf, partyTypesOf, recordType, referenceOf, type FieldDef, type RecordRow, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';

/** One entry of a page's `references`: as `POST /api/Record/List` answers them. */
export interface PageReference {
  objectName: string;
  id: number;
  row: RecordRow;
}

/** A page's rows and, when the api brought them, the records they point to. */
export interface PageWithReferences {
  data: readonly { id: number }[];
  references?: PageReference[];
}

/** The reference fields of a type (RECORD kind). */
export const referenceFieldsOf = (type: RecordTypeDef): FieldDef[] => fieldsOf(type).filter((f) => f.kind === 'record');

/** summaryReferenceFields per type: asked by every detail page, and the catalogue does not change. */
const summaryFields = new Map<RecordTypeDef, readonly string[]>();

/**
 * The reference fields a detail's summary brings the records of: every one of the type's (a role type's record is
 * a party: both party types'). One record has a handful, and the detail page shows them (its values, key facts,
 * side panel), from fields the summary's caller cannot know in advance: the page's other root fields read the same
 * summary, by the same URL.
 */
export function summaryReferenceFields(type: RecordTypeDef): readonly string[] {
  let fields = summaryFields.get(type);
  if (!fields) {
    fields = [...new Set(partyTypesOf(type).flatMap((t) => referenceFieldsOf(t).map((f) => f.name)))].sort();
    summaryFields.set(type, fields);
  }
  return fields;
}

/**
 * Hands the records a page brought to the request's reference loader (`ctx.loaders.refs`, keyed as `loadRef` asks):
 * each reference the rows make through `fields` gets its row, or null when the api left it out (missing, unreadable,
 * outside the plan), as `Record/List` would have answered. Nothing when the api sent no `references`.
 */
export function primeReferences(ctx: Context, type: RecordTypeDef, page: PageWithReferences, fields: readonly string[]): void {
  if (!page.references || !fields.length) return;
  const canonical = (objectName: unknown) => (typeof objectName === 'string' ? recordType(objectName)?.objectName : undefined);
  const found = new Map<string, RecordRow>();
  for (const e of page.references) {
    const name = canonical(e.objectName);
    if (name) found.set(`${name}:${Number(e.id)}`, e.row);
  }
  for (const row of page.data) {
    for (const field of referenceFieldsOf(type)) {
      const ref = fields.includes(field.name) ? referenceOf(field, row as Record<string, unknown>) : null;
      const name = ref && canonical(ref.objectName);
      if (!ref || !name) continue;
      const key = `${name}:${ref.id}`;
      ctx.loaders.refs.prime(key, found.get(key) ?? null);
    }
  }
}
