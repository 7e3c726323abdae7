// The demo's correspondence and progress notes: e-mails and text messages exchanged with contacts, filed
// under parties, deals and cases, and status updates on every kind of record (a task's Progress section too).
import { emailMessages, smsMessages, statusUpdates } from '../db/schema';
import { nth, prng } from './data';
import { createdAfter, insertRecords, latest, parentLink, type Row, type SeedContext, type SeededRecord, type Team } from './context';
import { workerFor } from './activities';
import { withSectionParents } from './coverage';
import type { AcmeRecords } from './acme';
import { emailSubjects, nextActions, smsBodies, updateSubjects } from './words';

export async function seedMessages(ctx: SeedContext, team: Team, r: AcmeRecords, work: { tasks: SeededRecord[] }) {
  const rnd = prng(404);
  const openDeals = r.sales.opportunities.filter((o) => !String(o.row.stage).startsWith('Closed'));
  const liveProjects = r.delivery.projects.filter((p) => p.row.projectStatus !== 'Cancelled');
  /** The person a message about this record goes to. */
  const contactOf = (record: SeededRecord): SeededRecord | undefined => {
    if (record.type.objectName === 'Person') return record;
    if (record.type.objectName === 'Organization') return r.parties.peopleOf.get(record.id)?.[0];
    const contactId = record.row.contactId;
    return typeof contactId === 'number' ? ctx.ledger.get('Person', contactId) : undefined;
  };

  const emailParents = [
    ...r.parties.people.slice(0, 25),
    ...r.sales.keyAccounts.slice(0, 10),
    ...openDeals.slice(0, 15),
    ...r.delivery.cases.slice(0, 10),
  ];
  const emailValues: Row[] = withSectionParents(ctx, 60, 'EmailMessage', (i) => nth(emailParents, i)).map((parent, i) => {
    const contact = contactOf(parent);
    const ownerId = workerFor(team, parent, i);
    const messageDate = createdAfter(ctx, rnd, latest(parent, contact), 60);
    const ours = team.emailOf.get(ownerId)!;
    const theirs = String(contact?.row.primaryEmail ?? parent.row.primaryEmail ?? 'info@example.com');
    const inbound = i % 3 === 1;
    const subject = rnd.pick(emailSubjects);
    const greeting = contact ? String(contact.row.firstName ?? contact.name) : 'there';
    return {
      subject,
      fromAddress: inbound ? theirs : ours,
      toAddress: inbound ? ours : theirs,
      messageDate,
      direction: inbound ? 'Inbound' : 'Outbound',
      htmlBody: `<p>Hi ${inbound ? 'team' : greeting},</p><p>${subject}: the details are below; let me know if anything is missing.</p><p>Best regards</p>`,
      ownerId,
      status: 1,
      ...parentLink(ctx, parent.type.objectName, parent.id),
      creationDate: messageDate,
      lastModifiedDate: messageDate,
    };
  });
  const emails = await insertRecords(ctx, 'EmailMessage', emailMessages, emailValues);

  const smsParents = [...r.parties.people.slice(20, 40), ...r.delivery.cases.slice(10, 15), ...r.sales.keyAccounts.slice(0, 5)];
  const smsValues: Row[] = withSectionParents(ctx, 30, 'SMSMessage', (i) => nth(smsParents, i)).map((parent, i) => {
    const contact = contactOf(parent);
    const messageDate = createdAfter(ctx, rnd, latest(parent, contact), 30);
    return {
      body: rnd.pick(smsBodies),
      phoneNumber: String(contact?.row.primaryPhone ?? parent.row.primaryPhone ?? '+1 206 555 0100'),
      messageDate,
      direction: i % 2 ? 'Inbound' : 'Outbound',
      ownerId: workerFor(team, parent, i),
      status: 1,
      ...parentLink(ctx, parent.type.objectName, parent.id),
      creationDate: messageDate,
      lastModifiedDate: messageDate,
    };
  });
  const sms = await insertRecords(ctx, 'SMSMessage', smsMessages, smsValues);

  // 80 updates: the records people talk about most get most of them.
  const updateParents: SeededRecord[] = [
    ...Array.from({ length: 10 }, (_, i) => nth(r.sales.keyAccounts, i)),
    ...Array.from({ length: 10 }, (_, i) => nth(openDeals, i * 2)),
    ...Array.from({ length: 12 }, (_, i) => nth(liveProjects, i)),
    ...r.delivery.cases.slice(0, 8),
    // A task's Progress section.
    ...work.tasks.filter((t) => t.row.taskStatus === 'In Progress').slice(0, 14),
  ];
  const updateValues: Row[] = withSectionParents(ctx, 80, 'StatusUpdate', (i) => nth(updateParents, i)).map((parent, i) => {
    const creationDate = createdAfter(ctx, rnd, parent.creationDate, 30);
    const next = i % 2 === 0 ? rnd.pick(nextActions) : null;
    return {
      subject: rnd.pick(updateSubjects),
      body: `<p>${parent.name}: ${rnd.pick(['on track', 'slightly behind plan', 'waiting on the customer', 'going well'])}.</p>`,
      nextAction: next,
      isNextActionCompleted: next !== null && i % 4 === 0,
      lastActivityDate: creationDate,
      ownerId: workerFor(team, parent, i),
      status: 1,
      ...parentLink(ctx, parent.type.objectName, parent.id),
      creationDate,
      lastModifiedDate: creationDate,
    };
  });
  const updates = await insertRecords(ctx, 'StatusUpdate', statusUpdates, updateValues);
  return { emails, sms, updates };
}
