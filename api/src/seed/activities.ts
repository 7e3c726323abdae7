// The demo's day-to-day work: tasks (overdue, due soon, undated), calls and calendar events under parties,
// deals, projects, cases and documents, so every record's activity sections and the calendar have content.
import { events, tasks } from '../db/schema';
import { nth, prng, type Rng } from './data';
import { withSectionParents } from './coverage';
import { createdAfter, dayAt, dayOf, insertRecords, parentLink, type Row, type SeedContext, type SeededRecord, type Team } from './context';
import type { AcmeRecords } from './acme';
import { callResults, callSubjects, eventSubjects, locations, taskSubjects } from './words';

/** Who usually works on records of a type: the module's user, with the administrator now and then. */
export function workerFor(team: Team, record: SeededRecord, i: number): number {
  const module = record.type.module;
  if (i % 9 === 8) return team.admin;
  if (module === 'project') return team.project;
  if (module === 'support') return team.support;
  if (module === 'crm') return i % 7 === 3 ? team.free : i % 2 ? record.ownerId : team.crm;
  return record.ownerId;
}

export async function seedActivities(ctx: SeedContext, team: Team, r: AcmeRecords) {
  const rnd = prng(303);
  const { organizations: orgs, people } = r.parties;
  const openDeals = r.sales.opportunities.filter((o) => !String(o.row.stage).startsWith('Closed'));
  const liveProjects = r.delivery.projects.filter((p) => p.row.projectStatus !== 'Cancelled');
  // Parents of the i-th task: key accounts and live work get most of them.
  const taskParent = (i: number): SeededRecord => {
    switch (i % 10) {
      case 0:
      case 1:
        return nth(r.sales.keyAccounts, i * 3 + (i >> 4));
      case 2:
        return nth(orgs, i * 7);
      case 3:
        return nth(people, i * 11);
      case 4:
      case 5:
        return nth(openDeals, i * 5 + (i >> 3));
      case 6:
      case 7:
        return nth(liveProjects, i * 3 + (i >> 4));
      case 8:
        return nth(r.delivery.cases, i * 3);
      default:
        return nth(r.sales.keyAccounts, i * 5);
    }
  };
  const taskValues: Row[] = withSectionParents(ctx, 150, 'Task', taskParent).map((parent, i) => {
    const ownerId = workerFor(team, parent, i);
    const creationDate = createdAfter(ctx, rnd, parent.creationDate, 60);
    // One task in eight is undated; the rest fall due from three weeks ago to a month ahead.
    const dueDay = i % 8 === 7 ? null : Math.max(dayOf(ctx, creationDate) + 1, rnd.between(-21, 30));
    const taskStatus =
      i % 23 === 22
        ? 'Cancelled'
        : i % 19 === 18
          ? 'Deferred'
          : dueDay !== null && dueDay < 0 && rnd.chance(0.6)
            ? 'Completed'
            : rnd.pick(['Not Started', 'In Progress']);
    return {
      taskType: 'task',
      subject: rnd.pick(taskSubjects),
      dueDate: dueDay === null ? null : dayAt(ctx, dueDay, rnd.pick([9, 12, 15, 17])),
      taskStatus,
      priority: rnd.pick(['Low', 'Normal', 'Normal', 'High']),
      assigneeIds: assignees(rnd, team, ownerId),
      workEffort: rnd.pick([1800, 3600, 7200, 14_400, 28_800, 86_400, 172_800]),
      ownerId,
      status: taskStatus === 'Cancelled' ? 0 : 1,
      ...parentLink(ctx, parent.type.objectName, parent.id),
      creationDate,
      lastModifiedDate: creationDate,
    };
  });
  const taskRows = await insertRecords(ctx, 'Task', tasks, taskValues);

  const callParents = [...r.sales.keyAccounts, ...people.slice(0, 30), ...openDeals.slice(0, 12), ...r.delivery.cases.slice(0, 12)];
  const callValues: Row[] = withSectionParents(ctx, 60, 'Call', (i) => nth(callParents, i * 7)).map((parent, i) => {
    const ownerId = workerFor(team, parent, i);
    const creationDate = createdAfter(ctx, rnd, parent.creationDate, 45);
    const day = Math.max(dayOf(ctx, creationDate), rnd.between(-30, 10));
    const at = dayAt(ctx, day, rnd.between(9, 16));
    const taskStatus = at.getTime() > ctx.now ? 'Planned' : rnd.chance(0.8) ? 'Held' : 'Not Held';
    return {
      taskType: 'call',
      subject: `${rnd.pick(callSubjects)}: ${parent.name}`,
      dueDate: at,
      taskStatus,
      direction: rnd.pick(['Outbound', 'Outbound', 'Inbound']),
      // At least a minute; planned calls are booked for 15 or 30 minutes.
      duration: taskStatus === 'Held' ? rnd.between(1, 45) * 60 : rnd.pick([900, 1800]),
      assigneeIds: [ownerId],
      callResult: taskStatus === 'Held' ? rnd.pick(callResults) : null,
      ownerId,
      status: 1,
      ...parentLink(ctx, parent.type.objectName, parent.id),
      creationDate: new Date(Math.min(creationDate.getTime(), at.getTime())),
      lastModifiedDate: creationDate,
    };
  });
  const callRows = await insertRecords(ctx, 'Call', tasks, callValues);

  const eventParents = [
    ...r.sales.keyAccounts,
    ...openDeals.slice(0, 10),
    ...liveProjects.slice(0, 10),
    ...r.delivery.cases.slice(0, 5),
    ...people.slice(0, 8),
    ...taskRows.filter((t) => t.row.dueDate !== null).slice(0, 6),
  ];
  const eventValues: Row[] = withSectionParents(ctx, 50, 'Event', (i) => nth(eventParents, i * 5)).map((parent, i) => {
    const ownerId = workerFor(team, parent, i);
    const creationDate = createdAfter(ctx, rnd, parent.creationDate, 40);
    const day = Math.max(dayOf(ctx, creationDate), rnd.between(-14, 21));
    const allDay = i % 6 === 5;
    const start = allDay ? dayAt(ctx, day) : dayAt(ctx, day, rnd.between(8, 16) + (rnd.chance(0.5) ? 0.5 : 0));
    const end = allDay ? dayAt(ctx, day + rnd.between(1, 2)) : new Date(start.getTime() + rnd.pick([30, 60, 60, 90, 120]) * 60_000);
    return {
      subject: `${rnd.pick(eventSubjects)}${parent.type.objectName === 'Person' ? ` with ${parent.name}` : ''}`,
      startDate: start,
      endDate: end,
      isAllDayEvent: allDay,
      location: allDay ? null : rnd.pick(locations),
      attendeeIds: assignees(rnd, team, ownerId, 2),
      ownerId,
      status: 1,
      ...parentLink(ctx, parent.type.objectName, parent.id),
      creationDate: new Date(Math.min(creationDate.getTime(), start.getTime())),
      lastModifiedDate: creationDate,
    };
  });
  const eventRows = await insertRecords(ctx, 'Event', events, eventValues);
  return { tasks: taskRows, calls: callRows, events: eventRows };
}

/** The owner, and sometimes up to `more` colleagues. */
function assignees(rnd: Rng, team: Team, ownerId: number, more = 1): number[] {
  const out = [ownerId];
  for (let k = 0; k < more; k++) {
    if (!rnd.chance(0.35)) continue;
    const other = rnd.pick(team.all);
    if (!out.includes(other)) out.push(other);
  }
  return out;
}
