// Keyset cursors: where a page ended (the sort value and id of its last row), so the next page starts with
// an index range scan from there instead of skipping `offset` rows. Opaque to clients; bound to the sort
// key and direction that produced it.
import { badRequest } from '../http/errors';

export interface Cursor {
  /** The last row's sort value as text (null: it had none). */
  value: string | null;
  id: number;
}

export const INVALID_CURSOR = 'Invalid cursor';

export function encodeCursor(orderBy: string, direction: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([orderBy, direction, cursor.value, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor, or 400 "Invalid cursor" when it is malformed or was made for another sort. */
export function decodeCursor(raw: string, orderBy: string, direction: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badRequest(INVALID_CURSOR);
  const [key, dir, value, id] = parsed as unknown[];
  if (key !== orderBy || dir !== direction) throw badRequest(INVALID_CURSOR);
  if (!(value === null || typeof value === 'string') || !Number.isSafeInteger(id) || (id as number) <= 0) throw badRequest(INVALID_CURSOR);
  return { value, id: id as number };
}
