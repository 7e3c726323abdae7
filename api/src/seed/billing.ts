// The demo's sales documents: invoices for the orders that went out (some billed in parts), quotes for
// deals that reached a proposal, and a few of each straight to organizations, people, projects and cases.
import { invoices, saleQuotes } from '../db/schema';
import { prng, type Rng } from './data';
import { createdAfter, dateAt, dayOf, insertRecords, parentLink, type Row, type SeedContext, type SeededRecord } from './context';
import { sectionParents } from './coverage';
import { money, type Sales } from './sales';

export interface Billing {
  invoices: SeededRecord[];
  quotes: SeededRecord[];
}

/** The organization billed or quoted when a document hangs under a record: the record itself or its organization. */
const organizationOf = (record: SeededRecord) =>
  record.type.objectName === 'Organization' ? record.id : (record.row.organizationId as number | null);

export async function seedBilling(ctx: SeedContext, sales: Sales): Promise<Billing> {
  const rnd = prng(606);
  return { invoices: await seedInvoices(ctx, rnd, sales), quotes: await seedQuotes(ctx, rnd, sales) };
}

async function seedInvoices(ctx: SeedContext, rnd: Rng, sales: Sales) {
  const billable = sales.salesOrders.filter((o) => ['Confirmed', 'Shipped', 'Invoiced'].includes(String(o.row.orderStatus)));
  const values: Row[] = [];
  for (let i = 0; i < 20 && billable.length > 0; i++) {
    const order = billable[i % billable.length]!;
    // When fewer than 20 orders went out, the first ones are billed in several parts.
    const parts = Math.floor((19 - (i % billable.length)) / billable.length) + 1;
    values.push(invoiceValues(ctx, rnd, order, Math.round(((order.row.totalAmount as number) / parts) * 100) / 100, order.id));
  }
  // Billed without an order: a few under each kind of record with an Invoices section, the rest to key accounts.
  for (const parent of sectionParents(ctx, 'Invoice', 2, ['Organization']))
    values.push(invoiceValues(ctx, rnd, parent, money(rnd, 500, 20_000)));
  for (let i = 0; values.length < 35; i++)
    values.push(invoiceValues(ctx, rnd, sales.keyAccounts[(i * 5) % sales.keyAccounts.length]!, money(rnd, 500, 20_000)));
  values.forEach((v, i) => {
    v.invoiceNumber = `INV-${2001 + i}`;
    v.isLocked = v.invoiceStatus === 'Paid' && i % 3 === 0;
  });
  return insertRecords(ctx, 'Invoice', invoices, values);
}

function invoiceValues(ctx: SeedContext, rnd: Rng, parent: SeededRecord, totalAmount: number, salesOrderId: number | null = null): Row {
  const creationDate = createdAfter(ctx, rnd, parent.creationDate, 100);
  const invoiceDay = dayOf(ctx, creationDate);
  const dueDay = invoiceDay + 30;
  const invoiceStatus = dueDay < 0 ? rnd.pick(['Paid', 'Paid', 'Paid', 'Overdue', 'Void']) : rnd.pick(['Sent', 'Sent', 'Draft', 'Paid']);
  return {
    organizationId: organizationOf(parent),
    salesOrderId,
    invoiceDate: dateAt(ctx, invoiceDay),
    dueDate: dateAt(ctx, dueDay),
    invoiceStatus,
    totalAmount,
    ownerId: parent.ownerId,
    status: invoiceStatus === 'Void' ? 0 : 1,
    ...parentLink(ctx, parent.type.objectName, parent.id),
    creationDate,
    lastModifiedDate: creationDate,
  };
}

async function seedQuotes(ctx: SeedContext, rnd: Rng, sales: Sales) {
  const quoted = sales.opportunities
    .filter((o) => ['Proposal', 'Negotiation', 'Closed Won', 'Closed Lost'].includes(String(o.row.stage)))
    .slice(0, 10);
  const statusOf: Record<string, string> = { 'Closed Won': 'Accepted', 'Closed Lost': 'Rejected' };
  const values: Row[] = quoted.map((opp) => ({
    ...quoteValues(ctx, rnd, opp, Number(opp.row.amount)),
    opportunityId: opp.id,
    quoteStatus: statusOf[String(opp.row.stage)] ?? rnd.pick(['Sent', 'Draft', 'Sent']),
  }));
  for (const parent of sectionParents(ctx, 'SaleQuote', 2, ['Organization', 'Opportunity']))
    values.push(quoteValues(ctx, rnd, parent, money(rnd, 800, 30_000)));
  const active = ctx.ledger.records.filter((r) => r.type.objectName === 'Organization' && r.row.status === 1);
  for (let i = 0; values.length < 20; i++)
    values.push(quoteValues(ctx, rnd, active[(i * 9 + 4) % active.length]!, money(rnd, 800, 30_000)));
  values.forEach((v, i) => {
    v.quoteNumber = `Q-${3001 + i}`;
    v.status = v.quoteStatus === 'Rejected' ? 0 : 1;
    v.isLocked = v.quoteStatus === 'Accepted';
  });
  return insertRecords(ctx, 'SaleQuote', saleQuotes, values);
}

function quoteValues(ctx: SeedContext, rnd: Rng, parent: SeededRecord, totalAmount: number): Row {
  const creationDate = createdAfter(ctx, rnd, parent.creationDate, 60);
  const quoteDay = dayOf(ctx, creationDate);
  return {
    organizationId: organizationOf(parent),
    quoteDate: dateAt(ctx, quoteDay),
    validUntil: dateAt(ctx, quoteDay + 30),
    quoteStatus: rnd.pick(['Draft', 'Sent']),
    totalAmount,
    ownerId: parent.ownerId,
    ...parentLink(ctx, parent.type.objectName, parent.id),
    creationDate,
    lastModifiedDate: creationDate,
  };
}
