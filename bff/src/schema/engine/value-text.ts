// Display text of a field value, whatever its kind: shared by `FieldValue` (a record's values) and `FieldChange`
// (a history entry's before and after). Users and referenced records come through the batched loaders, so a
// page of values costs one users call and one references call, not one per value.
import type { FieldDef } from '../../../../contract';
import type { Context } from '../../context';
import type { UserModel } from '../../upstream/types';
import { plainText } from './display';
import { loadRef, type RecordSource } from './source';

/** A user row id of a USER value (the api sends numbers; history keeps what it was given). */
export const userId = (v: unknown): number | null => (typeof v === 'number' && v > 0 ? v : Number(v) > 0 ? Number(v) : null);
/** The user row ids of a USERS value. */
export const userIds = (v: unknown): number[] => (Array.isArray(v) ? v.map(userId).filter((n): n is number => n !== null) : []);

/** The ids of a USERS value that name a readable user: one who left the company drops out instead of failing the list. */
export async function readableUserIds(ctx: Context, v: unknown): Promise<number[]> {
  const ids = userIds(v);
  const users = await ctx.loaders.users.loadMany(ids);
  return ids.filter((_, i) => users[i] && !(users[i] instanceof Error));
}

/** The record a RECORD value points to: `objectName` is the field's `ref`, or for `*` the value of its `refTypeField`. */
export function referencedRecord(ctx: Context, field: FieldDef, objectName: string | null, value: unknown): Promise<RecordSource | null> {
  if (field.kind !== 'record' || value === null || value === undefined || !objectName) return Promise.resolve(null);
  return loadRef(ctx, objectName, value);
}

/**
 * What a value shows: a user's full name, the names of several users, a referenced record's name, else the
 * kind's plain text (select label, money, duration, percent, Yes/No, date). `record` loads the referenced record.
 * Synchronous for the plain kinds: a page of values costs no promise per text cell.
 */
export function valueText(
  ctx: Context,
  field: FieldDef,
  value: unknown,
  record: () => Promise<RecordSource | null>,
): string | null | Promise<string | null> {
  switch (field.kind) {
    case 'user': {
      const id = userId(value);
      return id ? ctx.loaders.users.load(id).then((u) => u?.fullName ?? null) : null;
    }
    case 'users':
      return ctx.loaders.users.loadMany(userIds(value)).then((users) => {
        const names = users.filter((u): u is UserModel => !!u && !(u instanceof Error)).map((u) => u.fullName);
        return names.length ? names.join(', ') : null;
      });
    case 'record':
      return record().then((r) => (r?.name as string | undefined) ?? null);
    default:
      return plainText(field, value);
  }
}
