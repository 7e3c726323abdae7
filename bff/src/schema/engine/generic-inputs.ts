// Sort and filter inputs of the generic lists (`records`, `leads`, …): field names are model properties.
import type { RecordTypeDef } from '../../../../contract';
import { builder } from '../builder';
import { SortDirectionEnum } from '../common';
import { filterValue, requireFilterField, requireSortField, type ListOptions } from './lists';

export const RecordOrderInput = builder.inputType('RecordOrder', {
  description: 'Sort order of a generic record list.',
  fields: (t) => ({
    field: t.string({ required: true, description: 'A sortable field (RecordType.sortFields), e.g. "closeDate".' }),
    direction: t.field({ type: SortDirectionEnum, required: true, description: 'Ascending or descending.' }),
  }),
});

export const RecordFilterInput = builder.inputType('RecordFilter', {
  description: 'An exact-match filter on a filterable field.',
  fields: (t) => ({
    field: t.string({ required: true, description: 'A filterable field, e.g. "stage" or "organizationId".' }),
    value: t.string({ description: 'The value (row id or global id for references, "true"/"false" for checkboxes); null matches empty.' }),
  }),
});

interface GenericListArgs {
  search?: string | null;
  orderBy?: { field: string; direction: string } | null;
  filters?: readonly { field: string; value?: string | null }[] | null;
}

/** Checks sort and filter fields against the catalogue and maps filter values to what the api takes. */
export function genericListOptions(type: RecordTypeDef, args: GenericListArgs): ListOptions {
  const parameter: Record<string, unknown> = {};
  for (const f of args.filters ?? []) {
    const field = requireFilterField(type, f.field);
    parameter[field.name] = filterValue(field, f.value);
  }
  return {
    search: args.search,
    orderBy: args.orderBy ? requireSortField(type, args.orderBy.field) : undefined,
    direction: args.orderBy?.direction,
    parameter,
  };
}
