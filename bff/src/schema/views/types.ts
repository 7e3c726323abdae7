// Saved views in GraphQL: `SavedView` (a Node of its own) with typed criteria groups, rules and columns, and the
// inputs that write them. The REST shapes are the spec's (UserSearchCriteria: criteriaGroupList, displayFieldList).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { fieldsOf, recordType } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { SortDirectionEnum } from '../common';
import { parseRowId } from '../common/row-id';
import { nullIfMissing } from '../errors';
import { RecordTypeRef } from '../engine/metadata';
import { loadRef } from '../engine/source';

/** A rule as the api stores it. */
export interface CriterionModel {
  name: string;
  fieldName: string;
  operator: string;
  fieldValue?: string | number | boolean | null;
  endOperator?: string | null;
  endFieldValue?: string | number | boolean | null;
  displayValue?: string | null;
  /** The view's type (set when read through a view: a reference rule's name is looked up by it). */
  objectName?: string;
}
export interface CriteriaGroupModel {
  type: 'and' | 'or' | 'advanced';
  conjunction: 'and' | 'or';
  formula?: string | null;
  criteriaList: CriterionModel[];
  objectName?: string;
}

/**
 * A reference rule's name: the referenced record's current name (through the reference loader, one call for all
 * the rules of a request), else the name stored when it was chosen.
 */
async function ruleDisplayValue(ctx: Context, c: CriterionModel): Promise<string | null> {
  const type = c.objectName ? recordType(c.objectName) : undefined;
  const field = type ? fieldsOf(type).find((f) => f.name === c.fieldName) : undefined;
  if (field?.kind === 'record' && field.ref && field.ref !== '*' && c.fieldValue !== null && c.fieldValue !== undefined) {
    const ref = await loadRef(ctx, field.ref, c.fieldValue);
    const name = ref ? (ref as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && name) return name;
  }
  return c.displayValue ?? null;
}
export interface DisplayFieldModel {
  fieldName: string;
  fieldLabel: string;
  fieldType: string;
  columnWidth: number;
  hidden?: boolean;
}
/** `UserSearchCriteria` as the api answers it. */
export interface ViewModel {
  id: number;
  userId: number;
  name: string;
  objectName: string;
  isSystem: boolean;
  isPinned: boolean;
  isDefault: boolean;
  permission: 'read' | 'write';
  /** The owner's name when another user shared the view with the viewer. */
  sharedBy?: string | null;
  criteriaGroupList: CriteriaGroupModel[];
  displayFieldList: DisplayFieldModel[];
  orderBy: string | null;
  direction: 'asc' | 'desc' | null;
  pageSize: number | null;
}

export const CriteriaGroupTypeEnum = builder.enumType('CriteriaGroupType', {
  description: 'How the rules of a criteria group combine.',
  values: {
    AND: { value: 'and', description: 'Every rule holds.' },
    OR: { value: 'or', description: 'Any rule holds.' },
    ADVANCED: { value: 'advanced', description: 'The group’s formula holds: rule names joined by AND/OR with brackets.' },
  } as const,
});

export const CriteriaConjunctionEnum = builder.enumType('CriteriaConjunction', {
  description: 'How a criteria group joins the groups before it.',
  values: {
    AND: { value: 'and', description: 'Both hold.' },
    OR: { value: 'or', description: 'Either holds.' },
  } as const,
});

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export const CriteriaRuleRef = builder.objectRef<CriterionModel>('CriteriaRule').implement({
  description: 'One rule of a criteria group: a field, an operator and a value (two for between).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The rule’s name in formulas ("Rule 1" unless named).' }),
    field: t.string({ description: 'The field (model property; "name" is the display name).', resolve: (c) => c.fieldName }),
    operator: t.exposeString('operator', { description: 'The operator (SearchModel.fields.operators of the field’s kind).' }),
    value: t.string({ nullable: true, description: 'The value as text (a row id for references).', resolve: (c) => text(c.fieldValue) }),
    endOperator: t.string({
      nullable: true,
      description: 'between: lessOrEqual (inclusive, default) or lessThan.',
      resolve: (c) => c.endOperator ?? null,
    }),
    endValue: t.string({ nullable: true, description: 'between: the upper bound.', resolve: (c) => text(c.endFieldValue) }),
    displayValue: t.string({
      nullable: true,
      description: 'A lookup’s name: the referenced record’s name (else what the value looked like when chosen).',
      resolve: (c, _args, ctx) => ruleDisplayValue(ctx, c),
    }),
  }),
});

export const CriteriaGroupRef = builder.objectRef<CriteriaGroupModel>('CriteriaGroup').implement({
  description: 'A group of rules; groups join in order by their conjunction.',
  fields: (t) => ({
    type: t.field({ type: CriteriaGroupTypeEnum, description: 'and, or, or advanced (formula).', resolve: (g) => g.type }),
    conjunction: t.field({
      type: CriteriaConjunctionEnum,
      description: 'How it joins the groups before it.',
      resolve: (g) => g.conjunction ?? 'and',
    }),
    formula: t.string({ nullable: true, description: 'The advanced group’s formula.', resolve: (g) => g.formula ?? null }),
    rules: t.field({
      type: [CriteriaRuleRef],
      description: 'The rules, in order.',
      resolve: (g) => g.criteriaList.map((c) => ({ ...c, objectName: g.objectName })),
    }),
  }),
});

export interface ColumnSource extends DisplayFieldModel {
  order: number;
}

export const ViewColumnRef = builder.objectRef<ColumnSource>('ViewColumn').implement({
  description: 'A column of a view: which field, its header, width and whether it is hidden.',
  fields: (t) => ({
    field: t.string({ description: 'The field (model property; "name" is the display name).', resolve: (c) => c.fieldName }),
    label: t.string({ description: 'The column header.', resolve: (c) => c.fieldLabel }),
    kind: t.string({
      description: 'The field’s kind (text, money, date, user, record …; "text" for the name).',
      resolve: (c) => c.fieldType,
    }),
    width: t.int({ description: 'Width in pixels.', resolve: (c) => c.columnWidth }),
    hidden: t.boolean({ description: 'Hidden columns stay in the view but are not shown.', resolve: (c) => c.hidden ?? false }),
    order: t.int({ description: 'Position, from 0.', resolve: (c) => c.order }),
  }),
});

export const columnsOf = (list: DisplayFieldModel[]): ColumnSource[] => list.map((c, order) => ({ ...c, order }));

export type ViewSource = ViewModel & { __typename: 'SavedView' };
export const asView = (v: ViewModel): ViewSource => ({ ...v, __typename: 'SavedView' });

export const loadView = (ctx: Context, id: number) =>
  nullIfMissing(async () => asView((await ctx.loaders.get<{ model: ViewModel }>(`/api/UserSearchCriteria/Get/${id}`)).model));

export const SavedViewRef = builder.objectRef<ViewSource>('SavedView');
builder.node(SavedViewRef, {
  description: 'A saved view of a record list (UserSearchCriteria): criteria, columns, sort and page size. System views are read-only.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'SavedView',
  id: { resolve: (v) => v.id, parse: parseRowId, description: 'Global id of the view.' },
  loadWithoutCache: (id: number, ctx) => loadView(ctx, id),
  fields: (t) => ({
    rowId: t.int({ description: 'The row id the REST api and `?viewId=` use.', resolve: (v) => v.id }),
    name: t.exposeString('name', { description: 'Name of the view.' }),
    recordType: t.field({ type: RecordTypeRef, description: 'The record type it lists.', resolve: (v) => recordType(v.objectName)! }),
    isSystem: t.boolean({ description: 'The type’s system view (read-only; copy it to change it).', resolve: (v) => v.isSystem }),
    isPinned: t.boolean({ description: 'Pinned by the signed-in user (shown first).', resolve: (v) => v.isPinned }),
    isDefault: t.boolean({ description: 'The view the list opens with for the signed-in user.', resolve: (v) => v.isDefault }),
    canEdit: t.boolean({
      description: 'Whether the signed-in user may change or delete it (their own view).',
      resolve: (v) => v.permission === 'write',
    }),
    criteriaGroups: t.field({
      type: [CriteriaGroupRef],
      description: 'The criteria, in order.',
      resolve: (v) => v.criteriaGroupList.map((g) => ({ ...g, objectName: v.objectName })),
    }),
    columns: t.field({
      type: [ViewColumnRef],
      description: 'The columns, in order (hidden ones included).',
      resolve: (v) => columnsOf(v.displayFieldList),
    }),
    orderBy: t.string({ nullable: true, description: 'Sort field (null: by name).', resolve: (v) => v.orderBy }),
    direction: t.field({ type: SortDirectionEnum, nullable: true, description: 'Sort direction.', resolve: (v) => v.direction }),
    pageSize: t.int({ nullable: true, description: 'Rows per page (0: infinite scroll).', resolve: (v) => v.pageSize }),
  }),
});

export const globalViewId = (id: number) => encodeGlobalID('SavedView', id);

// ---- inputs ----

export const CriteriaRuleInput = builder.inputType('CriteriaRuleInput', {
  description: 'A rule: a field, an operator and a value (none for isNull, isNotNull and modify; two for between).',
  fields: (t) => ({
    name: t.string({ description: 'Name used in formulas (default "Rule {n}").' }),
    field: t.string({ description: 'The field (model property; "name" for the display name).' }),
    operator: t.string({ required: true, description: 'An operator of the field’s kind (SearchModel).' }),
    value: t.string({ description: 'The value (a row id for references, yyyy-MM-dd for dates, true/false for checkboxes).' }),
    endOperator: t.string({ description: 'between: lessOrEqual (default) or lessThan.' }),
    endValue: t.string({ description: 'between: the upper bound.' }),
    displayValue: t.string({ description: 'What the user saw for the value (a lookup’s name), kept with the view.' }),
  }),
});

export const CriteriaGroupInput = builder.inputType('CriteriaGroupInput', {
  description: 'A group of rules.',
  fields: (t) => ({
    type: t.field({ type: CriteriaGroupTypeEnum, description: 'Default AND.' }),
    conjunction: t.field({ type: CriteriaConjunctionEnum, description: 'How it joins the groups before it (default AND).' }),
    formula: t.string({ description: 'ADVANCED: rule names joined by AND/OR with brackets, e.g. "(Rule 1 OR Rule 2) AND Rule 3".' }),
    rules: t.field({ type: [CriteriaRuleInput], required: true, description: 'The rules.' }),
  }),
});

export const ViewColumnInput = builder.inputType('ViewColumnInput', {
  description: 'A column of a view, in the order wanted.',
  fields: (t) => ({
    field: t.string({ required: true, description: 'The field (model property; "name" for the display name).' }),
    width: t.int({ description: 'Width in pixels (40–2000).' }),
    hidden: t.boolean({ description: 'Hide it (it stays in the view).' }),
  }),
});

interface RuleInput {
  name?: string | null;
  field?: string | null;
  operator: string;
  value?: string | null;
  endOperator?: string | null;
  endValue?: string | null;
  displayValue?: string | null;
}
export interface GroupInput {
  type?: string | null;
  conjunction?: string | null;
  formula?: string | null;
  rules: readonly RuleInput[];
}

/** GraphQL criteria → the api's criteriaGroupList. */
export const toCriteriaGroupList = (groups: readonly GroupInput[]) =>
  groups.map((g) => ({
    type: g.type ?? 'and',
    conjunction: g.conjunction ?? 'and',
    formula: g.formula ?? null,
    criteriaList: g.rules.map((r) => ({
      name: r.name || undefined,
      fieldName: r.field ?? null,
      operator: r.operator,
      fieldValue: r.value ?? null,
      endOperator: r.endOperator || null,
      endFieldValue: r.endValue ?? null,
      displayValue: r.displayValue ?? null,
    })),
  }));

/** An api error path (`criteriaGroupList[0].criteriaList[1].fieldValue`) in the input's words (`criteria[0].rules[1].value`). */
export const inputPath = (field: string) =>
  field
    .replace(/^criteriaGroupList/, 'criteria')
    .replace(/\.criteriaList/g, '.rules')
    .replace(/\.fieldName$/, '.field')
    .replace(/\.fieldValue$/, '.value')
    .replace(/\.endFieldValue$/, '.endValue')
    .replace(/^displayFieldList/, 'columns')
    .replace(/^objectName$/, 'type');
