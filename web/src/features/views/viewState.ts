// The state of a list page that a link must reproduce: the saved view, criteria changed but not saved, the sort
// and the columns (order, widths, hidden ones). It lives in the URL
// (`?viewId=12&criteria=[…]&sort=name.desc&columns=name:240,-phone:140`), never only in React state.

export type GroupType = 'AND' | 'OR' | 'ADVANCED';
export type Conjunction = 'AND' | 'OR';

export interface RuleState {
  name?: string | null;
  field: string;
  operator: string;
  value?: string | null;
  endOperator?: string | null;
  endValue?: string | null;
  displayValue?: string | null;
}

export interface GroupState {
  type: GroupType;
  conjunction: Conjunction;
  formula?: string | null;
  rules: RuleState[];
}

export interface SortState {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** A column of the list as shown: its field, width and whether it is hidden (in display order). */
export interface ColumnState {
  field: string;
  width: number;
  hidden: boolean;
}

export interface ListViewState {
  viewId: string | null;
  /** Criteria replacing the view's (an unsaved change); null: the view's own. */
  criteria: GroupState[] | null;
  /** A sort replacing the view's; null: the view's own. */
  sort: SortState | null;
  /** Columns replacing the view's (order, widths, hidden); null: the view's own. */
  columns?: ColumnState[] | null;
}

const COLUMN = /^(-?)([A-Za-z_][A-Za-z0-9_.]{0,99}):(\d{1,4})$/;

/** `name:240,-phone:140` (a leading `-`: hidden); null when absent or not well formed. */
export function parseColumns(text: string | null): ColumnState[] | null {
  if (!text) return null;
  const out: ColumnState[] = [];
  for (const part of text.split(',')) {
    const m = COLUMN.exec(part);
    if (!m) return null;
    const field = m[2]!;
    if (out.some((c) => c.field === field)) return null;
    out.push({ field, width: Number(m[3]), hidden: m[1] === '-' });
  }
  return out.length ? out : null;
}

export const columnsText = (columns: readonly ColumnState[]) =>
  columns.map((c) => `${c.hidden ? '-' : ''}${c.field}:${Math.round(c.width)}`).join(',');

/** Whether shown columns differ from a view's saved ones (order, width or hidden). */
export function columnsDiffer(shown: readonly ColumnState[] | null | undefined, saved: readonly ColumnState[]): boolean {
  if (!shown) return false;
  return columnsText(shown) !== columnsText(saved);
}

function parseCriteria(text: string | null): GroupState[] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return null;
    return parsed.map((g: Partial<GroupState>) => ({
      type: g.type === 'OR' || g.type === 'ADVANCED' ? g.type : 'AND',
      conjunction: g.conjunction === 'OR' ? 'OR' : 'AND',
      formula: typeof g.formula === 'string' ? g.formula : null,
      rules: Array.isArray(g.rules)
        ? g.rules.map((r: Partial<RuleState>) => ({
            name: r.name ?? null,
            field: String(r.field ?? ''),
            operator: String(r.operator ?? 'equal'),
            value: r.value ?? null,
            endOperator: r.endOperator ?? null,
            endValue: r.endValue ?? null,
            displayValue: r.displayValue ?? null,
          }))
        : [],
    }));
  } catch {
    return null;
  }
}

export function parseViewState(params: URLSearchParams): ListViewState {
  const viewId = params.get('viewId');
  const sort = params.get('sort');
  const [field, dir] = sort ? sort.split('.') : [];
  return {
    viewId: viewId && /^\d+$/.test(viewId) ? viewId : null,
    criteria: parseCriteria(params.get('criteria')),
    sort: field ? { field, direction: dir === 'desc' ? 'DESC' : 'ASC' } : null,
    columns: parseColumns(params.get('columns')),
  };
}

/** The query string of a state (without the leading `?` when empty). */
export function viewStateSearch(state: Partial<ListViewState>): string {
  const params = new URLSearchParams();
  if (state.viewId) params.set('viewId', state.viewId);
  if (state.criteria) params.set('criteria', JSON.stringify(state.criteria));
  if (state.sort) params.set('sort', `${state.sort.field}.${state.sort.direction.toLowerCase()}`);
  if (state.columns?.length) params.set('columns', columnsText(state.columns));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Criteria as the GraphQL input takes them (empty optional values left out). */
export function criteriaInput(groups: readonly GroupState[]) {
  return groups.map((g) => ({
    type: g.type,
    conjunction: g.conjunction,
    formula: g.type === 'ADVANCED' ? (g.formula ?? '') : null,
    rules: g.rules.map((r) => ({
      name: r.name || null,
      field: r.field || null,
      operator: r.operator,
      value: r.value ?? null,
      endOperator: r.endOperator ?? null,
      endValue: r.endValue ?? null,
      displayValue: r.displayValue ?? null,
    })),
  }));
}
