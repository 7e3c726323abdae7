// The REST side of record writes, shared by the typed (`createOpportunity`) and generic (`createRecord`) mutations.
import { fieldsOf, type FieldDef, type ModelResponse, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { addressInputToModel, emailInputToModel, phoneInputToModel } from '../common';
import { FieldErrorShape, NotFoundError, ValidationError } from '../errors';
import { inputName } from './names';
import { asSource, rowIdOf, STORED_TYPE_NAMES, type RecordSource } from './source';

/** What a write carries besides its values: the version the client read (updates) or an idempotency key (creates). */
export interface WriteOptions {
  /** Absent: last write wins. A stale one makes the api answer 409 (ConflictError). */
  version?: number | null;
  /** Creates: the api answers a repeat of the key with the first result and creates nothing. */
  idempotencyKey?: string | null;
}

/** What an HTTP header may carry (the api's rule for `Idempotency-Key`): anything else is the caller's mistake. */
const HEADER_KEY = /^[\x21-\x7e]{1,200}$/;
const IDEMPOTENCY_MESSAGE = 'Invalid Idempotency-Key: 1 to 200 visible ASCII characters';

/** `POST /api/{Object}/Add` or `PUT /api/{Object}/Update`; the saved model as a source with the api's permission. */
export async function saveRecord(ctx: Context, type: RecordTypeDef, body: Record<string, unknown>, id?: number, opts: WriteOptions = {}): Promise<RecordSource> {
  if (opts.idempotencyKey && !HEADER_KEY.test(opts.idempotencyKey)) {
    throw new ValidationError(IDEMPOTENCY_MESSAGE, [new FieldErrorShape('idempotencyKey', IDEMPOTENCY_MESSAGE)]);
  }
  const res =
    id === undefined
      ? await ctx.upstream.call<ModelResponse>('POST', `/api/${type.objectName}/Add`, {
          body,
          ...(opts.idempotencyKey ? { headers: { 'idempotency-key': opts.idempotencyKey } } : {}),
        })
      : await ctx.upstream.call<ModelResponse>('PUT', `/api/${type.objectName}/Update`, {
          body: { ...body, id, ...(opts.version != null ? { version: opts.version } : {}) },
        });
  ctx.loaders.clear();
  return asSource(type.objectName, res.model, res.permission);
}

/** `DELETE /api/{Object}/Delete/{id}` (soft delete), with the version the client read when it has one. */
export async function deleteRecord(ctx: Context, type: RecordTypeDef, id: number, version?: number | null): Promise<void> {
  await ctx.upstream.call('DELETE', `/api/${type.objectName}/Delete/${id}`, { query: { version } });
  ctx.loaders.clear();
}

/** The row id behind a record's global id; a wrong type or garbage is the record not being there. */
export function requireRecordRowId(globalId: string | number, typenames: readonly string[]): { typename: string; id: number } {
  const r = rowIdOf(String(globalId), typenames);
  if (!r) throw new NotFoundError('Invalid object', 404);
  return r;
}

/** Fields a create or update input carries: every field the user may write, except the type half of a polymorphic reference. */
export function editableFields(type: RecordTypeDef): FieldDef[] {
  const all = fieldsOf(type);
  const derived = new Set(all.filter((f) => f.refTypeField).map((f) => f.refTypeField));
  return all.filter((f) => !f.readOnly && !derived.has(f.name));
}

function invalid(field: FieldDef): ValidationError {
  const message = `Invalid ${field.label.toLowerCase()}`;
  return new ValidationError(message, [new FieldErrorShape(field.name, message)]);
}

/** A global id in an input → row id; the type of a polymorphic reference comes with it. */
function refValue(field: FieldDef, value: unknown): { id: number; typename: string } {
  const types = field.kind === 'record' ? (field.ref === '*' ? STORED_TYPE_NAMES : [field.ref!]) : ['User'];
  const r = rowIdOf(String(value), types);
  if (!r) throw invalid(field);
  return r;
}

/**
 * Maps a typed create or update input to the REST model, only the properties it carries. Null clears a
 * value; on a required field it means "leave as it is" (a required field cannot be cleared).
 */
export function inputToModel(type: RecordTypeDef, input: Record<string, unknown>): Record<string, unknown> {
  const m: Record<string, unknown> = {};
  for (const f of editableFields(type)) {
    const value = input[inputName(type, f)];
    if (value === undefined) continue;
    if (value === null) {
      if (!f.required) m[f.name] = f.kind === 'users' ? [] : null;
      if (!f.required && f.refTypeField) m[f.refTypeField] = null;
      continue;
    }
    switch (f.kind) {
      case 'user':
        m[f.name] = refValue(f, value).id;
        break;
      case 'users':
        m[f.name] = (value as unknown[]).map((v) => refValue(f, v).id);
        break;
      case 'record': {
        const r = refValue(f, value);
        m[f.name] = r.id;
        if (f.refTypeField) m[f.refTypeField] = r.typename;
        break;
      }
      case 'datetime':
        m[f.name] = value instanceof Date ? value.toISOString() : value;
        break;
      default:
        m[f.name] = value;
    }
  }
  if (type.traits.party) {
    if (Array.isArray(input.addresses)) m.addressList = input.addresses.map(addressInputToModel);
    if (Array.isArray(input.phones)) m.phoneList = input.phones.map(phoneInputToModel);
    if (Array.isArray(input.emails)) m.emailList = input.emails.map(emailInputToModel);
  }
  return m;
}
