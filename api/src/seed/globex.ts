// The second demo company (Globex): five organizations and a handful of records of other types, so
// tenant-isolation checks have something of every kind to try to reach. No people: tests count them as 0.
import {
  cases,
  emailMessages,
  events,
  invoices,
  opportunities,
  organizations,
  projects,
  saleQuotes,
  salesOrders,
  statusUpdates,
  tasks,
  watches,
} from '../db/schema';
import { dateAt, dayAt, insertRecords, parentLink, type SeedContext } from './context';
import { globexOrganizations, slug } from './data';
import { roleId } from './parties';

export async function seedGlobex(ctx: SeedContext, ownerId: number): Promise<void> {
  const created = (days: number) => ({ creationDate: dayAt(ctx, days, 10), lastModifiedDate: dayAt(ctx, days, 10) });
  const base = { ownerId, status: 1 };
  const orgs = await insertRecords(
    ctx,
    'Organization',
    organizations,
    globexOrganizations.map((o, i) => ({
      ...base,
      name: o.name,
      industry: o.industry,
      website: `https://www.${slug(o.name)}.example.com`,
      isCustomer: true,
      customerId: roleId(true),
      ...created(-90 + i),
    })),
  );
  const [east, initech, hooli] = orgs as [(typeof orgs)[0], (typeof orgs)[0], (typeof orgs)[0]];

  const opps = await insertRecords(ctx, 'Opportunity', opportunities, [
    {
      ...base,
      name: 'Globex East: turbine service',
      organizationId: east.id,
      amount: 84_000,
      stage: 'Proposal',
      probability: 50,
      closeDate: dateAt(ctx, 30),
      ...created(-40),
    },
    {
      ...base,
      name: 'Initech: printer fleet',
      organizationId: initech.id,
      amount: 12_500,
      stage: 'Closed Won',
      probability: 100,
      closeDate: dateAt(ctx, -10),
      ...created(-50),
    },
    {
      ...base,
      name: 'Hooli: rack servers',
      organizationId: hooli.id,
      amount: 230_000,
      stage: 'Qualification',
      probability: 25,
      closeDate: dateAt(ctx, 90),
      ...created(-20),
    },
  ]);
  const [project] = await insertRecords(ctx, 'Project', projects, [
    {
      ...base,
      name: 'Initech printer rollout',
      organizationId: initech.id,
      projectManagerId: ownerId,
      startDate: dateAt(ctx, -5),
      endDate: dateAt(ctx, 40),
      projectStatus: 'In Progress',
      budget: 11_000,
      ...created(-9),
    },
  ]);
  const supportCases = await insertRecords(ctx, 'Case', cases, [
    {
      ...base,
      subject: 'Turbine sensor offline',
      caseNumber: 'CASE-00001',
      organizationId: east.id,
      priority: 'High',
      caseStatus: 'Open',
      origin: 'Phone',
      dueDate: dateAt(ctx, 2),
      ...created(-3),
    },
    {
      ...base,
      subject: 'Billing address change',
      caseNumber: 'CASE-00002',
      organizationId: hooli.id,
      priority: 'Low',
      caseStatus: 'Resolved',
      origin: 'Email',
      dueDate: dateAt(ctx, -5),
      ...created(-12),
    },
  ]);
  const [order] = await insertRecords(ctx, 'SalesOrder', salesOrders, [
    {
      ...base,
      orderNumber: 'SO-1001',
      organizationId: initech.id,
      opportunityId: opps[1]!.id,
      orderDate: dateAt(ctx, -10),
      orderStatus: 'Confirmed',
      totalAmount: 12_500,
      ...parentLink(ctx, 'Organization', initech.id),
      ...created(-10),
    },
  ]);
  await insertRecords(ctx, 'Invoice', invoices, [
    {
      ...base,
      invoiceNumber: 'INV-2001',
      organizationId: initech.id,
      salesOrderId: order!.id,
      invoiceDate: dateAt(ctx, -8),
      dueDate: dateAt(ctx, 22),
      invoiceStatus: 'Sent',
      totalAmount: 12_500,
      ...parentLink(ctx, 'SalesOrder', order!.id),
      ...created(-8),
    },
  ]);
  await insertRecords(ctx, 'SaleQuote', saleQuotes, [
    {
      ...base,
      quoteNumber: 'Q-3001',
      organizationId: east.id,
      opportunityId: opps[0]!.id,
      quoteDate: dateAt(ctx, -7),
      validUntil: dateAt(ctx, 23),
      quoteStatus: 'Sent',
      totalAmount: 84_000,
      ...parentLink(ctx, 'Opportunity', opps[0]!.id),
      ...created(-7),
    },
  ]);
  const [task] = await insertRecords(ctx, 'Task', tasks, [
    {
      ...base,
      taskType: 'task',
      subject: 'Send turbine service proposal',
      dueDate: dayAt(ctx, 2, 17),
      taskStatus: 'In Progress',
      assigneeIds: [ownerId],
      workEffort: 7200,
      ...parentLink(ctx, 'Opportunity', opps[0]!.id),
      ...created(-6),
    },
    {
      ...base,
      taskType: 'task',
      subject: 'Order toner',
      dueDate: dayAt(ctx, -1, 12),
      taskStatus: 'Not Started',
      assigneeIds: [ownerId],
      workEffort: 1800,
      ...parentLink(ctx, 'Project', project!.id),
      ...created(-4),
    },
    {
      ...base,
      taskType: 'task',
      subject: 'Replace sensor',
      dueDate: null,
      taskStatus: 'Not Started',
      assigneeIds: [ownerId],
      workEffort: 14_400,
      ...parentLink(ctx, 'Case', supportCases[0]!.id),
      ...created(-2),
    },
  ]);
  await insertRecords(ctx, 'Call', tasks, [
    {
      ...base,
      taskType: 'call',
      subject: 'Check-in call: Hooli Hardware',
      dueDate: dayAt(ctx, -3, 11),
      taskStatus: 'Held',
      direction: 'Outbound',
      duration: 900,
      assigneeIds: [ownerId],
      ...parentLink(ctx, 'Organization', hooli.id),
      ...created(-4),
    },
  ]);
  await insertRecords(ctx, 'Event', events, [
    {
      ...base,
      subject: 'Site visit',
      startDate: dayAt(ctx, 3, 9),
      endDate: dayAt(ctx, 3, 11),
      location: 'On site',
      attendeeIds: [ownerId],
      ...parentLink(ctx, 'Organization', east.id),
      ...created(-5),
    },
    {
      ...base,
      subject: 'Rollout day',
      startDate: dayAt(ctx, 7),
      endDate: dayAt(ctx, 8),
      isAllDayEvent: true,
      attendeeIds: [ownerId],
      ...parentLink(ctx, 'Task', task!.id),
      ...created(-5),
    },
  ]);
  await insertRecords(ctx, 'EmailMessage', emailMessages, [
    {
      ...base,
      subject: 'Proposal attached',
      fromAddress: 'admin@globex.example',
      toAddress: `info@${slug(east.name)}.example.com`,
      messageDate: dayAt(ctx, -2, 15),
      direction: 'Outbound',
      htmlBody: '<p>Please find the proposal attached.</p>',
      ...parentLink(ctx, 'Opportunity', opps[0]!.id),
      ...created(-2),
    },
  ]);
  await insertRecords(ctx, 'StatusUpdate', statusUpdates, [
    {
      ...base,
      subject: 'Proposal sent',
      body: '<p>Waiting for feedback.</p>',
      lastActivityDate: dayAt(ctx, -2, 16),
      ...parentLink(ctx, 'Opportunity', opps[0]!.id),
      ...created(-2),
    },
    {
      ...base,
      subject: 'Half-way there',
      body: '<p>Ten of twenty printers installed.</p>',
      lastActivityDate: dayAt(ctx, -1, 16),
      ...parentLink(ctx, 'Task', task!.id),
      ...created(-1),
    },
  ]);
  await insertRecords(ctx, 'Watch', watches, [
    { ...base, name: opps[0]!.name, type: 'follow', userId: ownerId, ...parentLink(ctx, 'Opportunity', opps[0]!.id), ...created(-6) },
  ]);
}
