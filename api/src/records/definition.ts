// A record type is described once; the generic machinery (service.ts, routes.ts) does the rest.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { FieldError } from '../http/errors';

/** The shared columns of every record table (see recordColumns() in db/schema.ts). */
export interface RecordColumns {
  id: PgColumn;
  companyId: PgColumn;
  ownerId: PgColumn;
  status: PgColumn;
  isLocked: PgColumn;
  isLead: PgColumn;
  isCustomer: PgColumn;
  isSupplier: PgColumn;
  creationDate: PgColumn;
  lastModifiedDate: PgColumn;
  createdBy: PgColumn;
  modifiedBy: PgColumn;
  deletedAt: PgColumn;
  deletedBy: PgColumn;
}

export interface ViewField {
  fieldName: string;
  fieldLabel: string;
  fieldType: 'text' | 'url' | 'number' | 'date' | 'user' | 'account' | 'person' | 'checkbox';
  columnWidth: number;
}

/** A list row / model row: the selection's keys are the model's property names. */
export type RecordRow = Record<string, unknown> & {
  id: number;
  ownerId: number;
  isLocked: boolean;
  name: string;
  isLead: boolean;
  isCustomer: boolean;
  isSupplier: boolean;
};

export interface RecordDefinition {
  /** Spec object name as used in paths and audit rows: "Organization". */
  objectName: string;
  /** Route segment of the web app: "organization". */
  objectUrl: string;
  /** Lower-case plural label for messages ("You cannot add new organizations"). */
  pluralLabel: string;
  table: PgTable;
  c: RecordColumns;
  /** SQL expression of the display name (sorting, searching, name checks). */
  nameSql: SQL;
  /** Columns read into a row: model minus child lists. */
  selection: Record<string, PgColumn | SQL.Aliased>;
  /** Editable scalar properties; every key is a column of `table` with the same property name. */
  fields: z.ZodObject;
  /** Required model properties, checked on the merged record (Add and Update alike). */
  required: string[];
  /** Columns searched by `keyword` (ILIKE). */
  keywordColumns: (PgColumn | SQL)[];
  /** Filters accepted in PagingAndSorting `parameter` (property → column). */
  filters: Record<string, PgColumn>;
  viewField: ViewField[];
  /** Defaults of a blank "new" model (GetModel/0) beyond the shared ones. */
  blank: Record<string, unknown>;
  /** Reference checks beyond the owner (e.g. a person's organization must be in the company). */
  checkReferences?(db: Db, companyId: number, values: Record<string, unknown>): Promise<FieldError[]>;
  /** Second line of a quick-search result. */
  parentName(row: RecordRow): string | null;
  /** Number of contacts shown in the summary. */
  contactCount?(db: Db, companyId: number, id: number): Promise<number>;
}

// ---- zod building blocks shared by the definitions -------------------------------------------------

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(blankToNull);

export const optionalEmail = () =>
  z
    .string()
    .max(200, 'Email must be at most 200 characters')
    .nullish()
    .transform(blankToNull)
    .refine((v) => v === null || z.email().safeParse(v).success, 'Invalid email address');

export const optionalId = () => z.number().int().positive().nullish().transform((v) => v ?? null);

/** Fields every record type edits the same way. */
export const commonFields = {
  ownerId: z.number().int().positive('Invalid owner'),
  status: z.union([z.literal(0), z.literal(1)]),
  isLocked: z.boolean(),
  isLead: z.boolean(),
  leadId: optionalId(),
  isCustomer: z.boolean(),
  customerId: optionalId(),
  isSupplier: z.boolean(),
  supplierId: optionalId(),
  description: optionalText('Description', 10_000),
  primaryPhone: optionalText('Primary phone', 100),
  primaryEmail: optionalEmail(),
};
