// Lists of any record type: `POST /api/{Object}/PagingAndSorting` with a catalogue sort key and filters.
import { GraphQLError } from 'graphql';
import { fieldsOf, type FieldDef, type ListPageResponse, type RecordRow, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { offsetConnection, type PageArgs } from '../common/paging';
import { primeReferences, type PageWithReferences } from './page-references';
import { recordSource, bareRowId, rowIdOf, STORED_TYPE_NAMES } from './source';

export interface ListOptions {
  search?: string | null;
  orderBy?: string | null;
  direction?: string | null;
  /** Exact-match filters by model property (row ids for references). */
  parameter?: Record<string, unknown>;
  /** A saved view's row id and ad-hoc criteria (`records(view:, criteria:)`); the api applies them. */
  view?: { viewId: number | null; criteriaGroupList?: unknown[] };
  /** Reference fields whose records the page brings along (shownFields), primed into the reference loader. */
  references?: readonly string[];
  /** The fields the rows are shown with (shownFields): the page's rows carry those only; null or absent: whole rows. */
  fields?: readonly string[] | null;
}

export function pageRecords(ctx: Context, type: RecordTypeDef, args: PageArgs, opts: ListOptions) {
  const parameter: Record<string, unknown> = { ...opts.parameter };
  if (opts.search) parameter.keyword = opts.search;
  const references = opts.references ?? [];
  return offsetConnection(
    args,
    (currentPage, pageSize, after) => {
      const body = {
        currentPage,
        pageSize,
        ...(after ? { after } : {}),
        ...(opts.orderBy ? { orderBy: opts.orderBy, direction: opts.direction ?? 'asc' } : {}),
        ...(Object.keys(parameter).length ? { parameter } : {}),
        ...(opts.view?.viewId ? { viewId: opts.view.viewId } : {}),
        ...(opts.view?.criteriaGroupList ? { criteriaGroupList: opts.view.criteriaGroupList } : {}),
        ...(references.length ? { references } : {}),
        ...(opts.fields ? { fields: opts.fields } : {}),
      };
      // A POST, but a pure read: deduplicated like a GET within the request, and merged with the same page asked
      // with other fields (another alias of the list).
      return ctx.loaders
        .page<ListPageResponse<RecordRow> & PageWithReferences>(`/api/${type.objectName}/PagingAndSorting`, body)
        .then((page) => {
          primeReferences(ctx, type, page, references);
          return page;
        });
    },
    (row) => recordSource(type.objectName, row),
  );
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The row id behind a reference filter or input: a global id of the allowed types, or a bare row id. */
export function refRowId(field: FieldDef, value: string): { id: number; typename?: string } | null {
  const bare = bareRowId(value);
  if (bare) return { id: bare };
  const types = field.kind === 'user' || field.kind === 'users' ? ['User'] : field.ref === '*' ? STORED_TYPE_NAMES : [field.ref!];
  const r = rowIdOf(value, types);
  return r ? { id: r.id, typename: r.typename } : null;
}

/** A filter value given as text (the generic `RecordFilter`) as the REST parameter takes it. */
export function filterValue(field: FieldDef, value: string | null | undefined): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'checkbox':
      return value === 'true' || value === '1';
    case 'number':
    case 'percent':
    case 'duration':
    case 'money':
      if (!Number.isFinite(Number(value))) throw badInput(`Filter ${field.name}: "${value}" is not a number.`);
      return Number(value);
    case 'user':
    case 'record': {
      const r = refRowId(field, value);
      if (!r) throw badInput(`Filter ${field.name}: "${value}" is not a valid id.`);
      return r.id;
    }
    case 'select':
      return field.name === 'status' ? Number(value === 'ACTIVE' ? 1 : value === 'INACTIVE' ? 0 : value) : value;
    default:
      return value;
  }
}

/** A sortable field of a type; anything else is a user error. */
export function requireSortField(type: RecordTypeDef, name: string): string {
  if (!fieldsOf(type).some((f) => f.name === name && f.sortable)) throw badInput(`${type.objectName} cannot be sorted by ${name}.`);
  return name;
}

/** A filterable field of a type; anything else is a user error. */
export function requireFilterField(type: RecordTypeDef, name: string): FieldDef {
  const f = fieldsOf(type).find((x) => x.name === name && x.filterable);
  if (!f) throw badInput(`${type.objectName} cannot be filtered by ${name}.`);
  return f;
}
