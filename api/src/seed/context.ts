// What every part of the demo seed shares: the transaction, the company, its users, the clock, and the
// ledger of seeded records (for parent chains, follows and the creation history).
import { displayName, recordType, type RecordTypeDef } from '../../../contract';
import type { Db } from '../db/client';
import type { RecordTable } from '../db/records';
import type { Rng } from './data';

/** A row as returned by the database (column property → value). */
export type Row = Record<string, unknown>;

export interface SeededRecord {
  type: RecordTypeDef;
  id: number;
  name: string;
  ownerId: number;
  creationDate: Date;
  /** The top of the parent chain: the record itself unless it hangs off another record. */
  topParentObject: string;
  topParentId: number;
  row: Row;
}

/** Every record seeded for one company, by object name and id. */
export class SeedLedger {
  readonly records: SeededRecord[] = [];
  private readonly byKey = new Map<string, SeededRecord>();

  add(type: RecordTypeDef, row: Row): SeededRecord {
    const id = Number(row.id);
    const parented = typeof row.parentObject === 'string' && typeof row.parentId === 'number';
    const record: SeededRecord = {
      type,
      id,
      name: displayName(type, row),
      ownerId: Number(row.ownerId),
      creationDate: row.creationDate as Date,
      topParentObject: parented ? String(row.topParentObject) : type.objectName,
      topParentId: parented ? Number(row.topParentId) : id,
      row,
    };
    this.records.push(record);
    this.byKey.set(`${type.objectName}:${id}`, record);
    return record;
  }

  get(objectName: string, id: number): SeededRecord {
    const found = this.byKey.get(`${objectName}:${id}`);
    if (!found) throw new Error(`seed: ${objectName} ${id} was not seeded`);
    return found;
  }
}

/** The demo company's users, one per role. */
export interface Team {
  admin: number;
  crm: number;
  project: number;
  support: number;
  free: number;
  /** Every user id. */
  all: number[];
  /** A user's e-mail address (the demo logins are e-mail addresses). */
  emailOf: ReadonlyMap<number, string>;
}

export interface SeedContext {
  tx: Db;
  companyId: number;
  ledger: SeedLedger;
  /** Midnight UTC of the seeding day: demo dates are spread around it. */
  today: number;
  /** The seeding instant: nothing is created after it. */
  now: number;
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** The instant `days` (fractional allowed) from the seeding day's midnight. */
export const dayAt = (ctx: SeedContext, days: number, hours = 0) => new Date(ctx.today + days * DAY + hours * HOUR);
/** Calendar date (yyyy-MM-dd) `days` from the seeding day. */
export const dateAt = (ctx: SeedContext, days: number) => dayAt(ctx, days).toISOString().slice(0, 10);

/** Calendar date (yyyy-MM-dd) of an instant. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** Whole days from the seeding day to an instant (negative in the past). */
export const dayOf = (ctx: SeedContext, d: Date) => Math.floor((d.getTime() - ctx.today) / DAY);

/**
 * When a record was created: a working hour in the last `withinDays` days, after `earliest` (the records it
 * refers to must exist first), never in the future.
 */
export function createdAfter(ctx: SeedContext, rnd: Rng, earliest: Date, withinDays = 100): Date {
  const first = Math.max(Math.ceil((earliest.getTime() - ctx.today) / DAY) + 1, -withinDays);
  const at = dayAt(ctx, first + rnd.int(Math.max(1, -first)), 8 + rnd.int(9));
  return new Date(Math.min(at.getTime(), ctx.now));
}

/** The latest creation date of some records (what a new record referring to them cannot predate). */
export const latest = (...records: (SeededRecord | undefined)[]) =>
  new Date(Math.max(...records.map((r) => r?.creationDate.getTime() ?? 0)));

/** Where a parented row hangs: its parent, and the parent's top parent when the parent itself hangs off one. */
export function parentLink(ctx: SeedContext, parentObject: string, parentId: number) {
  const parent = ctx.ledger.get(parentObject, parentId);
  return { parentObject, parentId, topParentObject: parent.topParentObject, topParentId: parent.topParentId };
}

// Rows per INSERT: keeps every statement far below Postgres' 65,535 bind parameters.
const CHUNK = 250;

/** Inserts rows of one record type, records them in the ledger and returns them (with ids, in order). */
export async function insertRecords(ctx: SeedContext, objectName: string, table: RecordTable, values: Row[]): Promise<SeededRecord[]> {
  const type = recordType(objectName);
  if (!type) throw new Error(`seed: unknown record type ${objectName}`);
  const out: SeededRecord[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK).map((v) => ({ companyId: ctx.companyId, createdBy: v.ownerId, modifiedBy: v.ownerId, ...v }));
    const rows = (await ctx.tx.insert(table).values(chunk).returning()) as Row[];
    for (const row of rows) out.push(ctx.ledger.add(type, row));
  }
  return out;
}
