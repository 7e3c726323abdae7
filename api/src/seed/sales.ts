// The demo's sales pipeline: opportunities over every stage and the orders won deals became. A dozen key
// accounts carry several deals each so their sections show real lists.
import { OPPORTUNITY_STAGES } from '../../../contract';
import { opportunities, salesOrders } from '../db/schema';
import { prng, type Rng } from './data';
import {
  createdAfter,
  dateAt,
  dayAt,
  dayOf,
  insertRecords,
  isoDate,
  latest,
  parentLink,
  type Team,
  type Row,
  type SeedContext,
  type SeededRecord,
} from './context';
import type { Parties } from './parties';
import { products } from './words';

type Stage = (typeof OPPORTUNITY_STAGES)[number];

/** The chance of winning a deal at each stage. */
const probabilityOf: Record<Stage, number> = {
  Prospecting: 10,
  Qualification: 25,
  Proposal: 50,
  Negotiation: 75,
  'Closed Won': 100,
  'Closed Lost': 0,
};
// How many of the 60 deals sit at each stage (a pipeline narrows towards the close).
const stagePlan: Record<Stage, number> = {
  Prospecting: 14,
  Qualification: 12,
  Proposal: 10,
  Negotiation: 8,
  'Closed Won': 10,
  'Closed Lost': 6,
};
const sources = ['Web', 'Referral', 'Partner', 'Trade Show', 'Cold Call', 'Other'];

export interface Sales {
  /** Active customers and leads that carry most of the demo's deals, orders and cases. */
  keyAccounts: SeededRecord[];
  opportunities: SeededRecord[];
  salesOrders: SeededRecord[];
}

export const money = (rnd: Rng, min: number, max: number) => rnd.between(min / 500, max / 500) * 500;

export async function seedSales(ctx: SeedContext, u: Team, parties: Parties): Promise<Sales> {
  const rnd = prng(101);
  const active = parties.organizations.filter((o) => o.row.status === 1);
  const keyAccounts = active.filter((o) => o.row.isCustomer || o.row.isLead).slice(0, 12);
  const dealOwners = [u.crm, u.crm, u.crm, u.admin, u.free];

  const stages = rnd.shuffle(OPPORTUNITY_STAGES.flatMap((s) => Array<Stage>(stagePlan[s]).fill(s)));
  const opportunityValues = stages.map((stage, i) => {
    const org = i < 36 ? keyAccounts[i % keyAccounts.length]! : rnd.pick(active);
    const contact = rnd.pick(parties.peopleOf.get(org.id) ?? []);
    const creationDate = createdAfter(ctx, rnd, latest(org, contact), 150);
    const closed = stage === 'Closed Won' || stage === 'Closed Lost';
    // Closed deals closed after they were opened; open ones close within six months (a few are overdue).
    const closeDay = closed ? Math.min(dayOf(ctx, creationDate) + rnd.between(7, 60), -1) : rnd.between(-15, 180);
    return {
      name: `${org.name}: ${rnd.pick(products)}`,
      organizationId: org.id,
      contactId: contact?.id ?? null,
      amount: money(rnd, 5_000, 250_000),
      stage,
      probability: probabilityOf[stage],
      closeDate: dateAt(ctx, closeDay),
      source: rnd.pick(sources),
      ownerId: dealOwners[i % dealOwners.length]!,
      status: stage === 'Closed Lost' && i % 2 === 0 ? 0 : 1,
      isLocked: i % 10 === 3,
      description: `${stage} — ${contact ? `talking to ${contact.name}` : 'no contact yet'}.`,
      creationDate,
      lastModifiedDate: creationDate,
    };
  });
  const opps = await insertRecords(ctx, 'Opportunity', opportunities, opportunityValues);

  const orders = await seedOrders(ctx, rnd, opps, keyAccounts, dealOwners);
  return { keyAccounts, opportunities: opps, salesOrders: orders };
}

/** Every won deal became an order on its close date; 15 more orders came in directly from key accounts. */
async function seedOrders(ctx: SeedContext, rnd: Rng, opps: SeededRecord[], keyAccounts: SeededRecord[], owners: number[]) {
  const won = opps.filter((o) => o.row.stage === 'Closed Won');
  const values: Row[] = [];
  won.forEach((opp) => {
    const creationDate = dayAt(ctx, dayOf(ctx, new Date(`${String(opp.row.closeDate)}T00:00:00Z`)), 10);
    values.push(orderValues(ctx, rnd, opp.row.organizationId as number, opp, opp.row.amount as number, opp.ownerId, creationDate));
  });
  for (let i = 0; values.length < 25; i++) {
    const org = keyAccounts[i % keyAccounts.length]!;
    values.push(
      orderValues(
        ctx,
        rnd,
        org.id,
        undefined,
        money(rnd, 1_000, 60_000),
        owners[i % owners.length]!,
        createdAfter(ctx, rnd, org.creationDate, 120),
      ),
    );
  }
  values.forEach((v, i) => {
    v.orderNumber = `SO-${1001 + i}`;
    v.isLocked = i % 8 === 5;
  });
  return insertRecords(ctx, 'SalesOrder', salesOrders, values);
}

function orderValues(
  ctx: SeedContext,
  rnd: Rng,
  organizationId: number,
  opp: SeededRecord | undefined,
  total: number,
  ownerId: number,
  creationDate: Date,
): Row {
  const age = -dayOf(ctx, creationDate);
  // Older orders have moved further along.
  const orderStatus =
    age > 60
      ? rnd.pick(['Invoiced', 'Invoiced', 'Shipped'])
      : age > 20
        ? rnd.pick(['Shipped', 'Confirmed', 'Invoiced'])
        : rnd.pick(['Draft', 'Confirmed', 'Cancelled', 'Confirmed']);
  return {
    organizationId,
    opportunityId: opp?.id ?? null,
    orderDate: isoDate(creationDate),
    orderStatus,
    totalAmount: total,
    ownerId,
    status: orderStatus === 'Cancelled' ? 0 : 1,
    description: opp ? `Won from ${opp.name}.` : 'Direct order.',
    ...parentLink(ctx, 'Organization', organizationId),
    creationDate,
    lastModifiedDate: creationDate,
  };
}
