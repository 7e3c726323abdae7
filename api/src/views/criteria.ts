// Search criteria (the criteria builder and saved views): groups of rules over a record type's catalogued
// fields, validated against the catalogue and turned into parameterised SQL (drizzle's `sql`, never strings).
import { and, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fieldsOf, type FieldDef, type FieldKind, type RecordTypeDef } from '../../../contract';
import { auditHistory } from '../db/schema';
import { badRequest, type FieldError } from '../http/errors';
import { parseBody } from '../http/validation';
import { nameValue, pairCandidates, searchColumns, sortsAsText } from '../db/list-keys';
import { isPrintableAscii, prefixRangesExact, prefixUpperBound } from '../db/text-order';
import type { StoredKind } from '../records/kinds';
import { parseFormula, type Formula } from './formula';

/** Operators that need no value. */
export const VALUELESS = new Set(['modify', 'isNull', 'isNotNull']);

const TEXT: FieldKind[] = ['text', 'textarea', 'email', 'url', 'phone'];
const NUMERIC: FieldKind[] = ['number', 'money', 'percent', 'duration'];
const DATES: FieldKind[] = ['date', 'datetime'];

/** What a criteria builder offers for each kind of field (the search model). */
export function operatorsOf(kind: FieldKind | 'name'): string[] {
  if (kind === 'name' || TEXT.includes(kind))
    return ['equal', 'notEqual', 'contains', 'notContains', 'startsWith', 'endsWith', 'isNull', 'isNotNull', 'modify'];
  if (NUMERIC.includes(kind))
    return ['equal', 'notEqual', 'greaterThan', 'greaterOrEqual', 'lessThan', 'lessOrEqual', 'between', 'isNull', 'isNotNull', 'modify'];
  if (DATES.includes(kind)) return ['equal', 'before', 'after', 'onOrBefore', 'onOrAfter', 'between', 'isNull', 'isNotNull', 'modify'];
  if (kind === 'checkbox') return ['equal', 'modify'];
  if (kind === 'users') return ['contains', 'notContains', 'isNull', 'isNotNull', 'modify'];
  // select, user, record (person, organization, …): a value among the options or a row id.
  return ['equal', 'notEqual', 'isNull', 'isNotNull', 'modify'];
}

/** `between`'s upper bound: inclusive unless lessThan. */
export const END_OPERATORS = ['lessOrEqual', 'lessThan'] as const;

const value = z.union([z.string().max(500), z.number(), z.boolean()]).nullish();

export const criterionSchema = z.object({
  name: z.string().trim().max(100).nullish(),
  fieldName: z.string().max(100).nullish(),
  operator: z.string().max(40).default('equal'),
  fieldValue: value,
  endOperator: z.enum(END_OPERATORS).nullish(),
  endFieldValue: value,
  /** What the builder showed for a lookup's value (a person's name): kept with the view, never queried. */
  displayValue: z.string().max(500).nullish(),
});

export const groupSchema = z.object({
  type: z.enum(['and', 'or', 'advanced']).default('and'),
  /** How the group joins the groups before it. */
  conjunction: z.enum(['and', 'or']).default('and'),
  formula: z.string().max(2000).nullish(),
  criteriaList: z.array(criterionSchema).max(50).default([]),
});

export const criteriaGroupListSchema = z.array(groupSchema).max(20);

export type Criterion = z.output<typeof criterionSchema> & { name: string };
export interface CriteriaGroup extends Omit<z.output<typeof groupSchema>, 'criteriaList'> {
  criteriaList: Criterion[];
}

/** The fields criteria may name: the display name and every catalogued field. */
export function criteriaFields(type: RecordTypeDef): (FieldDef | { name: 'name'; label: string; kind: 'name' })[] {
  const fields = fieldsOf(type);
  return [{ name: 'name', label: 'Name', kind: 'name' as const }, ...fields.filter((f) => f.name !== 'name')];
}

export interface Checked {
  /** The type the criteria were checked against (a role type's rules run on both party tables). */
  type: RecordTypeDef;
  groups: CriteriaGroup[];
  formulas: (Formula | null)[];
}

/**
 * Validates criteria against the type: every rule names a known field and an operator of its kind, has a value
 * unless the operator needs none, and a value of the field's kind; unnamed rules become "Rule {n}"; a group of
 * one rule or none is an and group; an advanced group needs a formula over its rule names. 400 naming the field.
 */
export function checkCriteria(type: RecordTypeDef, input: unknown): Checked {
  const raw = parseBody(criteriaGroupListSchema, input ?? []);
  const fields = new Map(criteriaFields(type).map((f) => [f.name, f]));
  const errors: FieldError[] = [];
  const groups: CriteriaGroup[] = raw.map((g, gi) => {
    const at = `criteriaGroupList[${gi}]`;
    const criteriaList = g.criteriaList.map((c, ci): Criterion => {
      const name = c.name || `Rule ${ci + 1}`;
      const path = `${at}.criteriaList[${ci}]`;
      const field = c.fieldName ? fields.get(c.fieldName) : undefined;
      if (!c.fieldName) errors.push({ field: `${path}.fieldName`, message: `${name}: choose a field` });
      else if (!field) errors.push({ field: `${path}.fieldName`, message: `Unknown field ${c.fieldName}` });
      else if (!operatorsOf(field.kind).includes(c.operator))
        errors.push({ field: `${path}.operator`, message: `${name}: ${field.label} cannot use the operator ${c.operator}` });
      else if (!VALUELESS.has(c.operator)) {
        const bad = valueError(field.kind, c.fieldValue);
        if (bad) errors.push({ field: `${path}.fieldValue`, message: `${name}: ${bad}` });
        if (c.operator === 'between') {
          const badEnd = valueError(field.kind, c.endFieldValue);
          if (badEnd) errors.push({ field: `${path}.endFieldValue`, message: `${name}: ${badEnd}` });
        }
      }
      return { ...c, name };
    });
    const names = criteriaList.map((c) => c.name.toLowerCase());
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup) errors.push({ field: `${at}.criteriaList`, message: `Two rules are named ${dup}` });
    // One rule or none needs no and/or/formula: the group is an and group again.
    const groupType = criteriaList.length <= 1 ? 'and' : g.type;
    return { ...g, type: groupType, formula: groupType === 'advanced' ? (g.formula ?? '').trim() : null, criteriaList };
  });
  const formulas = groups.map((g, gi) => {
    if (g.type !== 'advanced') return null;
    const result = parseFormula(
      g.formula ?? '',
      g.criteriaList.map((c) => c.name),
    );
    if ('error' in result) {
      errors.push({ field: `criteriaGroupList[${gi}].formula`, message: result.error });
      return null;
    }
    return result.formula;
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return { type, groups, formulas };
}

function valueError(kind: FieldKind | 'name', v: unknown): string | null {
  if (v === null || v === undefined || v === '') return 'enter a value';
  const text = String(v);
  if (NUMERIC.includes(kind as FieldKind) || kind === 'user' || kind === 'users' || kind === 'record') {
    const n = Number(text);
    if (!Number.isFinite(n)) return `${text} is not a number`;
    if (kind !== 'money' && (!Number.isInteger(n) || Math.abs(n) > 2_147_483_647)) return `${text} is not a whole number`;
    if (kind === 'money' && Math.abs(n) > 999_999_999_999.99) return `${text} is too large`;
  }
  if (kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text} is not a date (yyyy-MM-dd)`;
  if (DATES.includes(kind as FieldKind) && Number.isNaN(Date.parse(text))) return `${text} is not a date`;
  if (kind === 'checkbox' && !['true', 'false', '1', '0'].includes(text)) return `${text} is not true or false`;
  return null;
}

const likeEscape = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "Starts with" is ILIKE 'v%', which compares lower(column) with lower(v). Where the database orders text by
 * code point, the same test is a range of lower(column) (exactly: an ASCII prefix lowers alike everywhere), so
 * a list sorted by that field walks only the matching part of its sort index. As ILIKE it would read every
 * name before Z to find those starting with Z, and as both, the planner would misjudge how many rows match.
 */
function startsWith(column: SQL, lowered: SQL, v: string): SQL {
  if (!prefixRangesExact() || !isPrintableAscii(v)) return ilike(column, `${likeEscape(v)}%`);
  const prefix = v.toLowerCase();
  return sql`(${lowered} >= ${prefix} and ${lowered} < ${prefixUpperBound(prefix)})`;
}

/** A date rule compares days: a datetime's value from the start of the day given (UTC) to its end. */
function dayBounds(v: string): { start: string; next: string } {
  const day = v.slice(0, 10);
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: `${day}T00:00:00.000Z`, next: next.toISOString() };
}

/** The SQL condition of one validated rule on a stored kind. */
export function ruleSql(kind: StoredKind, c: Criterion, type: RecordTypeDef = kind.type): SQL {
  const f = criteriaFields(type).find((x) => x.name === c.fieldName)!;
  // One SQL type for the name expression and a column (drizzle's operators take either alike).
  // The name as the sort index has it (the column itself when required), so name rules can use that index.
  const column: SQL = f.name === 'name' ? sql`${nameValue(kind.type, kind.col)}` : sql`${kind.col(f.name)}`;
  const op = c.operator;
  if (op === 'isNull')
    return f.kind === 'users'
      ? sql`cardinality(${column}) = 0`
      : f.kind === 'name' || TEXT.includes(f.kind)
        ? sql`coalesce(${column}, '') = ''`
        : isNull(column);
  if (op === 'isNotNull')
    return f.kind === 'users'
      ? sql`cardinality(${column}) > 0`
      : f.kind === 'name' || TEXT.includes(f.kind)
        ? sql`coalesce(${column}, '') <> ''`
        : isNotNull(column);
  if (op === 'modify') {
    // The field was changed after the record was created: an update in its audit history names it.
    const change = JSON.stringify([{ fieldName: f.name }]);
    return sql`exists (select 1 from ${auditHistory} where ${auditHistory.companyId} = ${kind.col('companyId')} and ${auditHistory.objectName} = ${kind.type.objectName} and ${auditHistory.objectId} = ${kind.col('id')} and ${auditHistory.action} = 'update' and ${auditHistory.fieldChangeList} @> ${change}::jsonb)`;
  }
  const v = String(c.fieldValue);
  if (f.kind === 'name' || TEXT.includes(f.kind) || (f.kind === 'select' && sortsAsText(f as FieldDef))) {
    // Case-insensitive, as the list's keyword search; equality on lower() matches a sortable field's index
    // (the value lowered by the database too, so both sides fold case alike).
    const lowered = sql`lower(${column})`;
    if (op === 'equal') return sql`${lowered} = lower(${v})`;
    if (op === 'notEqual') return sql`coalesce(${lowered}, '') <> lower(${v})`;
    // A two-character value is too short for the trigram indexes: a keyword column's candidates come from the
    // table's stored pair codes (list-keys.ts, pairCandidates).
    const pair = () => pairCandidates(kind.type.table, v, [f.name === 'name' ? searchColumns(kind.type)[0]! : f.name]);
    if (op === 'contains') return and(pair(), ilike(column, `%${likeEscape(v)}%`))!;
    if (op === 'notContains') return sql`coalesce(${column}, '') not ilike ${`%${likeEscape(v)}%`}`;
    if (op === 'startsWith') return startsWith(column, lowered, v);
    if (op === 'endsWith') return and(pair(), ilike(column, `%${likeEscape(v)}`))!;
  }
  if (f.kind === 'checkbox') return eq(column, v === 'true' || v === '1');
  if (f.kind === 'users') {
    const has = sql`${Number(v)} = any(${column})`;
    return op === 'contains' ? has : not(has);
  }
  if (f.kind === 'date' || f.kind === 'datetime') return dateSql(f.kind, column, c);
  const typed = (x: unknown) => (f.kind === 'select' && f.name !== 'status' ? String(x) : Number(x));
  if (op === 'equal') return eq(column, typed(v));
  if (op === 'notEqual') return or(isNull(column), ne(column, typed(v)))!;
  if (op === 'greaterThan') return gt(column, typed(v));
  if (op === 'greaterOrEqual') return gte(column, typed(v));
  if (op === 'lessThan') return lt(column, typed(v));
  if (op === 'lessOrEqual') return lte(column, typed(v));
  if (op === 'between') {
    const end = c.endOperator === 'lessThan' ? lt(column, typed(c.endFieldValue)) : lte(column, typed(c.endFieldValue));
    return and(gte(column, typed(v)), end)!;
  }
  throw badRequest(`${c.name}: unknown operator ${op}`);
}

function dateSql(kind: 'date' | 'datetime', column: SQL, c: Criterion): SQL {
  // Dates compare as yyyy-MM-dd; datetimes by the UTC day given, so "equal 2026-03-01" is that whole day.
  const from = (x: unknown) => (kind === 'date' ? String(x).slice(0, 10) : dayBounds(String(x)).start);
  const after = (x: unknown) => (kind === 'date' ? String(x).slice(0, 10) : dayBounds(String(x)).next);
  const v = c.fieldValue;
  switch (c.operator) {
    case 'equal':
      return kind === 'date' ? sql`${column} = ${from(v)}` : sql`${column} >= ${from(v)} and ${column} < ${after(v)}`;
    case 'before':
      return sql`${column} < ${from(v)}`;
    case 'onOrBefore':
      return kind === 'date' ? sql`${column} <= ${from(v)}` : sql`${column} < ${after(v)}`;
    case 'after':
      return kind === 'date' ? sql`${column} > ${from(v)}` : sql`${column} >= ${after(v)}`;
    case 'onOrAfter':
      return sql`${column} >= ${from(v)}`;
    case 'between': {
      const end = c.endFieldValue;
      const upper =
        c.endOperator === 'lessThan'
          ? sql`${column} < ${from(end)}`
          : kind === 'date'
            ? sql`${column} <= ${from(end)}`
            : sql`${column} < ${after(end)}`;
      return sql`(${column} >= ${from(v)} and ${upper})`;
    }
    default:
      throw badRequest(`${c.name}: unknown operator ${c.operator}`);
  }
}

/** The condition of a group: all rules (and), any (or), or the formula over the rules' names (advanced). */
function groupSql(kind: StoredKind, type: RecordTypeDef, g: CriteriaGroup, formula: Formula | null): SQL | undefined {
  if (g.criteriaList.length === 0) return undefined;
  const byName = new Map(g.criteriaList.map((c) => [c.name.toLowerCase(), c]));
  if (formula) {
    const walk = (node: Formula): SQL =>
      node.kind === 'rule'
        ? ruleSql(kind, byName.get(node.name.toLowerCase())!, type)
        : sql`(${sql.join(node.items.map(walk), node.kind === 'and' ? sql` and ` : sql` or `)})`;
    return walk(formula);
  }
  const parts = g.criteriaList.map((c) => ruleSql(kind, c, type));
  return g.type === 'or' ? or(...parts) : and(...parts);
}

/** The condition of validated criteria on a stored kind: groups joined by their conjunctions, in order. */
export function criteriaSql(kind: StoredKind, checked: Checked): SQL | undefined {
  let out: SQL | undefined;
  checked.groups.forEach((g, i) => {
    const part = groupSql(kind, checked.type, g, checked.formulas[i] ?? null);
    if (!part) return;
    out = !out ? part : g.conjunction === 'or' ? or(out, part) : and(out, part);
  });
  return out ? sql`(${out})` : undefined;
}
