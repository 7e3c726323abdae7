// How the demo team works together: teams (groups), records shared with a colleague or a team, the
// records each user follows, and a few unread "assigned to you" notifications.
import { groupMembers, groups, notifications, recordShares, watches } from '../db/schema';
import { createdAfter, insertRecords, parentLink, type SeedContext, type SeededRecord, type Team } from './context';
import { prng } from './data';
import type { AcmeRecords } from './acme';

/** Write access to each type the record's sections list (what Share/Add gives when none is chosen). */
const objectAccessOf = (record: SeededRecord) =>
  [
    ...new Set(record.type.sections.filter((s) => (s.kind === 'records' || s.kind === 'updates') && s.type && s.via).map((s) => s.type!)),
  ].map((objectName) => ({ objectName, access: 'write' as const }));

type Work = { tasks: SeededRecord[]; calls: SeededRecord[]; events: SeededRecord[] };

export async function seedCollaboration(ctx: SeedContext, team: Team, r: AcmeRecords, work: Work) {
  const rnd = prng(505);
  const companyId = ctx.companyId;
  const teams = [
    { name: 'Sales Team', members: [team.admin, team.crm, team.free] },
    { name: 'Project Team', members: [team.admin, team.project] },
    { name: 'Support Team', members: [team.admin, team.support] },
  ];
  const groupRows = await ctx.tx
    .insert(groups)
    .values(teams.map((t) => ({ companyId, name: t.name })))
    .returning({ id: groups.id });
  await ctx.tx
    .insert(groupMembers)
    .values(teams.flatMap((t, i) => t.members.map((userId) => ({ companyId, groupId: groupRows[i]!.id, userId }))));
  const [sales, projectTeam, supportTeam] = groupRows.map((g) => g.id) as [number, number, number];

  // Shares that open records to people whose role alone would only let them read (or not see) them.
  const ownedBy = (list: SeededRecord[], ownerId: number) => list.filter((x) => x.ownerId === ownerId);
  const share = (record: SeededRecord, to: { userId: number } | { groupId: number }, accessLevel: 'read' | 'write' | 'lock') => ({
    companyId,
    parentObject: record.type.objectName,
    parentId: record.id,
    ...('userId' in to ? { userType: 'user' as const, userId: to.userId } : { userType: 'group' as const, groupId: to.groupId }),
    accessLevel,
    objectAccessList: objectAccessOf(record),
  });
  const crmDeals = ownedBy(r.sales.opportunities, team.crm);
  const supportCases = ownedBy(r.delivery.cases, team.support);
  const pmProjects = ownedBy(r.delivery.projects, team.project);
  await ctx.tx
    .insert(recordShares)
    .values([
      share(crmDeals[0]!, { userId: team.project }, 'write'),
      share(crmDeals[1]!, { userId: team.support }, 'read'),
      share(supportCases[0]!, { userId: team.crm }, 'write'),
      share(pmProjects[0]!, { userId: team.support }, 'read'),
      share(r.sales.keyAccounts[0]!, { groupId: projectTeam }, 'write'),
      share(r.sales.keyAccounts[1]!, { groupId: supportTeam }, 'read'),
      share(pmProjects[1]!, { groupId: sales }, 'write'),
      share(supportCases[1]!, { groupId: sales }, 'read'),
    ]);

  // What each user follows: records of their own work first.
  const follows: [number, SeededRecord[]][] = [
    [
      team.admin,
      [
        ...r.sales.keyAccounts.slice(0, 2),
        ...r.sales.opportunities.slice(0, 2),
        r.delivery.projects[0]!,
        r.delivery.cases[0]!,
        r.sales.salesOrders[0]!,
        work.tasks[0]!,
      ],
    ],
    [team.crm, [...r.sales.keyAccounts.slice(2, 5), ...crmDeals.slice(0, 3), r.parties.people[0]!, r.billing.quotes[0]!]],
    [
      team.project,
      [
        ...pmProjects.slice(0, 4),
        r.delivery.amendments[0]!,
        ...work.tasks.filter((t) => t.row.parentObject === 'Project').slice(0, 2),
        r.sales.keyAccounts[0]!,
      ],
    ],
    [team.support, [...supportCases.slice(0, 4), ...r.sales.keyAccounts.slice(5, 7), r.parties.people[1]!, work.calls[0]!]],
    [team.free, [...r.parties.organizations.slice(40, 42), ...r.parties.people.slice(40, 42), work.events[0]!, r.sales.opportunities[5]!]],
  ];
  const watchValues = follows.flatMap(([userId, records]) =>
    records.map((record) => {
      const creationDate = createdAfter(ctx, rnd, record.creationDate, 30);
      return {
        name: record.name,
        type: 'follow',
        userId,
        ownerId: userId,
        ...parentLink(ctx, record.type.objectName, record.id),
        creationDate,
        lastModifiedDate: creationDate,
      };
    }),
  );
  await insertRecords(ctx, 'Watch', watches, watchValues);

  // "Assigned to you": tasks someone else gave to a user, the newest unread. (The project user starts with
  // an empty bell: tests/api/notifications.test.ts counts that user's notifications from zero.)
  const assigned = work.tasks
    .filter((t) => (t.row.assigneeIds as number[]).some((a) => a !== t.ownerId && a !== team.project))
    .slice(0, 12);
  if (assigned.length > 0) {
    await ctx.tx.insert(notifications).values(
      assigned.map((t, i) => {
        const userId = (t.row.assigneeIds as number[]).find((a) => a !== t.ownerId && a !== team.project)!;
        return {
          companyId,
          userId,
          objectName: 'Task',
          objectId: t.id,
          name: t.name,
          type: 'Notification',
          action: 'assigned',
          owner: t.ownerId,
          creationDate: t.creationDate,
          parentObject: String(t.row.parentObject),
          parentId: Number(t.row.parentId),
          parentName: ctx.ledger.get(String(t.row.parentObject), Number(t.row.parentId)).name,
          isRead: i % 3 === 2,
        };
      }),
    );
  }
}
