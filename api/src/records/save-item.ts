// SaveItem: the list's inline edit. A partial update of one row's own fields (the values the row showed),
// validated by the type's zod schema for the fields sent, with Update's permission, lock and version checks.
// Child lists (addresses, phones, e-mails) are not a row's cells: they are ignored here, as readOnly fields are.
import type { UserAuth } from '../context';
import { CHILD_KEYS } from './children';
import type { StoredKind } from './kinds';
import type { Services } from './live';
import { updateRecord } from './writes';

export async function saveItem(svc: Services, kind: StoredKind, auth: UserAuth, body: unknown) {
  const sent = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  for (const key of CHILD_KEYS) delete sent[key];
  return updateRecord(svc, kind, auth, sent);
}
