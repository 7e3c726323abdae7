// Chart data of a saved view: its records (the view's criteria, in the user's company, live rows only) counted
// and summed per group in one SQL aggregate, whatever the number of rows. The grouping and the summed amount
// are derived from the catalogue: the type's stage or status select (else its first select, else the owner),
// and its first money field. Role types (Lead, Customer, Supplier) aggregate both party tables.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { fieldsOf, type FieldDef, type RecordTypeDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { kindOf, requireKind, scope, type StoredKind } from '../records/kinds';
import { fullName } from '../users/model';
import { checkCriteria, criteriaSql } from '../views/criteria';

export interface ChartSlice {
  /** The group's value (an option, or an owner's user id as text); '' for records without one. */
  key: string;
  label: string;
  count: number;
  amount: number;
}

export interface ChartData {
  objectName: string;
  groupField: string;
  groupLabel: string;
  /** The summed money field, or null when the type has none (slices then weigh by count). */
  amountField: string | null;
  amountLabel: string | null;
  totalCount: number;
  totalAmount: number;
  slices: ChartSlice[];
}

export interface ChartGrouping {
  group: FieldDef | { name: 'ownerId'; label: string; kind: 'user'; options?: undefined };
  amount: FieldDef | null;
}

/** How a type's records are charted: by stage or status (else first select, else owner), summing its first money field. */
export function chartGrouping(type: RecordTypeDef, groupBy?: string | null): ChartGrouping {
  const fields = type.role ? [] : fieldsOf(type);
  const selects = fields.filter((f) => f.kind === 'select' && f.options?.length);
  const chosen = groupBy ? selects.find((f) => f.name === groupBy) : undefined;
  const group = chosen ??
    selects.find((f) => /stage|status/i.test(f.name)) ??
    selects[0] ?? { name: 'ownerId' as const, label: 'Owner', kind: 'user' as const };
  const amount = fields.find((f) => f.kind === 'money') ?? null;
  return { group, amount };
}

/** One chart to compute: a type, its saved view's criteria group list (already the user's to read), a grouping. */
export interface ChartRequest {
  type: RecordTypeDef;
  criteria: unknown;
  groupBy?: string | null;
}

/** One chart (see `chartsData`). */
export async function chartData(
  db: Db,
  auth: UserAuth,
  type: RecordTypeDef,
  criteria: unknown,
  groupBy?: string | null,
): Promise<ChartData> {
  return (await chartsData(db, auth, [{ type, criteria, groupBy }]))[0]!;
}

/**
 * Several charts in one SQL statement: per chart and party table `select group, count(*), sum(amount) … group by
 * group`, all of them `union all`, each row tagged with its chart's index; then one read of the owners' names when
 * a chart groups by owner. Answers the charts in the order asked.
 */
export async function chartsData(db: Db, auth: UserAuth, requests: ChartRequest[]): Promise<ChartData[]> {
  const charts = requests.map((r) => ({
    type: r.type,
    ...chartGrouping(r.type, r.groupBy),
    checked: checkCriteria(r.type, r.criteria ?? []),
  }));
  const parts = charts.flatMap(({ type, group, amount, checked }, index) => {
    const kinds: { kind: StoredKind; where: SQL }[] = type.role
      ? type.role.of.map((name) => {
          const kind = requireKind(name);
          return { kind, where: scope(kind, auth, eq(kind.col(type.role!.flag), true), criteriaSql(kind, checked)) };
        })
      : [{ kind: kindOf(type.objectName)!, where: scope(kindOf(type.objectName)!, auth, criteriaSql(kindOf(type.objectName)!, checked)) }];
    return kinds.map(({ kind, where }) =>
      db
        .select({
          chart: sql<number>`${index}::int`.as('chart'),
          key: sql<string | null>`(${kind.col(group.name)})::text`.as('key'),
          count: sql<number>`count(*)::int`.as('count'),
          amount: (amount ? sql<number>`coalesce(sum(${kind.col(amount.name)}), 0)::float8` : sql<number>`0::float8`).as('amount'),
        })
        .from(kind.table)
        .where(where)
        .groupBy(sql`2`),
    );
  });
  const [first, second, ...rest] = parts;
  const rows = !first ? [] : second ? await unionAll(first, second, ...rest) : await first;
  const totals = charts.map(() => new Map<string, { count: number; amount: number }>());
  for (const r of rows) {
    const into = totals[Number(r.chart)]!;
    const k = r.key ?? '';
    const prev = into.get(k) ?? { count: 0, amount: 0 };
    into.set(k, { count: prev.count + Number(r.count), amount: prev.amount + Number(r.amount) });
  }
  const ownerIds = [
    ...new Set(charts.flatMap((c, i) => (c.group.kind === 'user' ? [...totals[i]!.keys()].filter(Boolean).map(Number) : []))),
  ];
  const owners = new Map<string, string>();
  if (ownerIds.length) {
    const found = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), sql`${users.id} = any(${sql.param(ownerIds)}::int[])`));
    for (const u of found) owners.set(String(u.id), fullName(u));
  }
  return charts.map(({ type, group, amount }, i) => {
    const labels = group.kind === 'user' ? owners : new Map<string, string>((group.options ?? []).map((o) => [o.value, o.label]));
    // Options in the catalogue's order (a pipeline reads by stage), then anything else, empty last.
    const order = (group.options ?? []).map((o) => o.value);
    const rank = (k: string) => (k === '' ? Number.MAX_SAFE_INTEGER : order.includes(k) ? order.indexOf(k) : order.length);
    const slices = [...totals[i]!]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([k, v]) => ({
        key: k,
        label: k === '' ? `No ${group.label.toLowerCase()}` : (labels.get(k) ?? k),
        count: v.count,
        amount: Math.round(v.amount * 100) / 100,
      }));
    return {
      objectName: type.objectName,
      groupField: group.name,
      groupLabel: group.label,
      amountField: amount?.name ?? null,
      amountLabel: amount?.label ?? null,
      totalCount: slices.reduce((s, x) => s + x.count, 0),
      totalAmount: Math.round(slices.reduce((s, x) => s + x.amount, 0) * 100) / 100,
      slices,
    };
  });
}

/** The spec's chart dashboards (`dashboard/{name}`, `opportunity/dashboard`, `opportunity/pipeline`): data, not screens. */
export interface ChartDashboardDef {
  title: string;
  charts: { key: string; title: string; objectName: string; chartType: 'pie' | 'gauge' | 'funnel'; groupBy?: string }[];
}

export const CHART_DASHBOARDS: Record<string, ChartDashboardDef> = {
  lead: { title: 'Lead Dashboard', charts: [{ key: 'lead-owner', title: 'Leads by owner', objectName: 'Lead', chartType: 'pie' }] },
  opportunity: {
    title: 'Opportunity Dashboard',
    charts: [
      { key: 'opportunity-stage', title: 'Opportunities by stage', objectName: 'Opportunity', chartType: 'pie' },
      { key: 'opportunity-source', title: 'Opportunities by lead source', objectName: 'Opportunity', chartType: 'pie', groupBy: 'source' },
      { key: 'opportunity-total', title: 'Pipeline amount', objectName: 'Opportunity', chartType: 'gauge' },
    ],
  },
  pipeline: {
    title: 'Opportunity Pipeline',
    charts: [{ key: 'opportunity-pipeline', title: 'Pipeline by stage', objectName: 'Opportunity', chartType: 'funnel' }],
  },
  invoice: {
    title: 'Invoice Dashboard',
    charts: [
      { key: 'invoice-status', title: 'Invoices by status', objectName: 'Invoice', chartType: 'pie' },
      { key: 'invoice-total', title: 'Invoiced amount', objectName: 'Invoice', chartType: 'gauge' },
    ],
  },
  project: {
    title: 'Project Dashboard',
    charts: [
      { key: 'project-status', title: 'Projects by status', objectName: 'Project', chartType: 'pie' },
      { key: 'project-budget', title: 'Budget', objectName: 'Project', chartType: 'gauge' },
    ],
  },
  case: {
    title: 'Case Dashboard',
    charts: [
      { key: 'case-status', title: 'Cases by status', objectName: 'Case', chartType: 'pie' },
      { key: 'case-priority', title: 'Cases by priority', objectName: 'Case', chartType: 'funnel', groupBy: 'priority' },
    ],
  },
  revenue: {
    title: 'Revenue Dashboard',
    charts: [
      { key: 'revenue-orders', title: 'Sales orders by status', objectName: 'SalesOrder', chartType: 'pie' },
      { key: 'revenue-invoices', title: 'Invoices by status', objectName: 'Invoice', chartType: 'funnel' },
      { key: 'revenue-total', title: 'Invoiced amount', objectName: 'Invoice', chartType: 'gauge' },
    ],
  },
};
