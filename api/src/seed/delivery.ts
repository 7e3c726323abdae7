// What the demo company delivers after the sale: projects (mostly run by the project user) with a few
// amendments, and support cases (mostly owned by the support user) from customers' contacts.
import { cases, projectAmendments, projects } from '../db/schema';
import { prng } from './data';
import { createdAfter, dateAt, dayOf, insertRecords, latest, type Team, type Row, type SeedContext, type SeededRecord } from './context';
import type { Parties } from './parties';
import type { Sales } from './sales';
import { amendmentNames, caseSubjects, products } from './words';

export interface Delivery {
  projects: SeededRecord[];
  amendments: SeededRecord[];
  cases: SeededRecord[];
}

export async function seedDelivery(ctx: SeedContext, u: Team, parties: Parties, sales: Sales): Promise<Delivery> {
  const rnd = prng(202);
  const customers = parties.organizations.filter((o) => o.row.isCustomer && o.row.status === 1);
  const clients = [...sales.keyAccounts, ...customers.filter((c) => !sales.keyAccounts.includes(c))];

  const projectValues: Row[] = Array.from({ length: 20 }, (_, i) => {
    const org = clients[i % clients.length]!;
    const creationDate = createdAfter(ctx, rnd, org.creationDate, 160);
    const startDay = dayOf(ctx, creationDate) + rnd.between(3, 45);
    const endDay = startDay + rnd.between(30, 180);
    const projectStatus =
      i % 10 === 9 ? 'Cancelled' : i % 7 === 6 ? 'On Hold' : endDay < 0 ? 'Completed' : startDay <= 0 ? 'In Progress' : 'Not Started';
    return {
      name: `${rnd.pick(products)} — ${org.name}`,
      organizationId: org.id,
      projectManagerId: i % 5 === 4 ? u.admin : u.project,
      startDate: dateAt(ctx, startDay),
      endDate: dateAt(ctx, endDay),
      projectStatus,
      budget: rnd.between(20, 600) * 500,
      ownerId: i % 6 === 5 ? u.admin : u.project,
      status: projectStatus === 'Cancelled' ? 0 : 1,
      isLocked: projectStatus === 'Completed' && i % 2 === 0,
      description: `Delivery for ${org.name}.`,
      creationDate,
      lastModifiedDate: creationDate,
    };
  });
  const projectRows = await insertRecords(ctx, 'Project', projects, projectValues);

  const amendmentValues: Row[] = amendmentNames.map((name, i) => {
    const project = projectRows[i % 6]!;
    const creationDate = createdAfter(ctx, rnd, project.creationDate, 90);
    return {
      name,
      projectId: project.id,
      amendmentDate: dateAt(ctx, dayOf(ctx, creationDate)),
      amount: (i % 3 === 2 ? -1 : 1) * rnd.between(2, 40) * 500,
      amendmentStatus: ['Approved', 'Proposed', 'Approved', 'Rejected'][i % 4],
      ownerId: project.ownerId,
      status: 1,
      isLocked: i % 4 === 0,
      creationDate,
      lastModifiedDate: creationDate,
    };
  });
  const amendments = await insertRecords(ctx, 'ProjectAmendment', projectAmendments, amendmentValues);

  const caseOwners = [u.support, u.support, u.support, u.admin, u.crm];
  const caseValues: Row[] = Array.from({ length: 40 }, (_, i) => {
    const org = i < 24 ? clients[i % clients.length]! : rnd.pick(parties.organizations.filter((o) => o.row.status === 1));
    const contact = rnd.pick(parties.peopleOf.get(org.id) ?? []);
    const creationDate = createdAfter(ctx, rnd, latest(org, contact), 90);
    const age = -dayOf(ctx, creationDate);
    // Old cases are mostly settled; new ones are still being worked.
    const caseStatus =
      age > 45 ? rnd.pick(['Closed', 'Resolved', 'Closed', 'Pending']) : rnd.pick(['New', 'Open', 'Open', 'Pending', 'Resolved']);
    const priority = rnd.pick(['Low', 'Medium', 'Medium', 'High', 'Urgent']);
    const slaDays = { Urgent: 1, High: 3, Medium: 7, Low: 14 }[priority]!;
    return {
      subject: caseSubjects[i % caseSubjects.length]!,
      caseNumber: `CASE-${String(i + 1).padStart(5, '0')}`,
      organizationId: org.id,
      contactId: contact?.id ?? null,
      priority,
      caseStatus,
      origin: rnd.pick(['Email', 'Phone', 'Web', 'Chat']),
      dueDate: dateAt(ctx, dayOf(ctx, creationDate) + slaDays),
      ownerId: caseOwners[i % caseOwners.length]!,
      status: caseStatus === 'Closed' && i % 3 === 0 ? 0 : 1,
      isLocked: caseStatus === 'Closed' && i % 2 === 1,
      description: `Reported by ${contact?.name ?? 'the customer'} via ${org.name}.`,
      creationDate,
      lastModifiedDate: creationDate,
    };
  });
  const caseRows = await insertRecords(ctx, 'Case', cases, caseValues);
  return { projects: projectRows, amendments, cases: caseRows };
}
