// Row ids as the api stores them (int4 serials). An id outside 1..2147483647 can name no row: it is the
// caller's mistake (BAD_USER_INPUT), decided here without an upstream call, never an upstream failure.
import { GraphQLError } from 'graphql';

export const MAX_ROW_ID = 2_147_483_647;

export const rowIdError = (id: unknown) =>
  new GraphQLError(`Invalid id: ${JSON.stringify(String(id)).slice(0, 60)} is not a record id (a whole number from 1 to ${MAX_ROW_ID}).`, {
    extensions: { code: 'BAD_USER_INPUT', status: 400 },
  });

/** Whether a number can be a row id. */
export const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID;

/** The row id inside a decoded global id (`parse` of every node type); anything else is BAD_USER_INPUT. */
export function parseRowId(id: string | number): number {
  const text = String(id);
  const n = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!isRowId(n)) throw rowIdError(id);
  return n;
}
