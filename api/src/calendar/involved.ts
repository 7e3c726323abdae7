// Whom a change of an event or task concerns: the users and groups whose calendar entries show the record,
// before or after the change. It rides on the record.changed hub event, so the bff filters live calendars
// without reading the record once per subscriber.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { RecordChangedPayload } from '../../../contract';
import type { Db } from '../db/client';
import { groupMembers } from '../db/schema';
import { requireKind } from '../records/kinds';
import type { Row } from '../records/read';
import { eventGroupAttendees } from './tables';

export interface Involved {
  userIds: number[];
  groupIds: number[];
}

/** The list of users each calendar type names besides its owner (the organizer, or who assigned the task). */
const PEOPLE_FIELD: Partial<Record<string, string>> = { Event: 'attendeeIds', Task: 'assigneeIds' };

export const showsInCalendar = (objectName: string) => PEOPLE_FIELD[objectName] !== undefined;

/** The users a row names: its owner and its attendees or assignees. */
export const peopleOf = (objectName: string, row: Row): number[] => [
  row.ownerId,
  ...((row[PEOPLE_FIELD[objectName] ?? ''] as number[] | null | undefined) ?? []),
];

const keyOf = (objectName: string, id: number) => `${objectName}:${id}`;

/**
 * Sets `involved` on the calendar types' changes, inside the writing transaction (deleted rows are still read):
 * users named now or before (`before`, by `objectName:id`) and the members of groups invited now or before;
 * groups invited, and groups of the users named. A fixed number of queries whatever the number of changes.
 */
export async function markInvolved(tx: Db, companyId: number, changes: RecordChangedPayload[], before: Map<string, Involved>) {
  const concerned = changes.filter((c) => showsInCalendar(c.objectName));
  if (concerned.length === 0) return;
  const named = new Map<string, Involved>();
  const add = (key: string, people: Partial<Involved>) => {
    const entry = named.get(key) ?? { userIds: [], groupIds: [] };
    entry.userIds.push(...(people.userIds ?? []));
    entry.groupIds.push(...(people.groupIds ?? []));
    named.set(key, entry);
  };
  for (const [key, people] of before) add(key, people);
  for (const objectName of new Set(concerned.map((c) => c.objectName))) {
    const kind = requireKind(objectName);
    const ids = [...new Set(concerned.filter((c) => c.objectName === objectName).map((c) => c.id))];
    const peopleField = PEOPLE_FIELD[objectName]!;
    const rows = await tx
      .select({ id: kind.col('id'), ownerId: kind.col('ownerId'), [peopleField]: kind.col(peopleField) })
      .from(kind.table)
      .where(and(eq(kind.col('companyId'), companyId), inArray(kind.col('id'), ids)));
    for (const r of rows) add(keyOf(objectName, Number(r.id)), { userIds: peopleOf(objectName, r as unknown as Row) });
    if (objectName !== 'Event') continue;
    const invited = await tx
      .select({ eventId: eventGroupAttendees.eventId, groupId: eventGroupAttendees.groupId })
      .from(eventGroupAttendees)
      .where(and(eq(eventGroupAttendees.companyId, companyId), inArray(eventGroupAttendees.eventId, ids)));
    for (const g of invited) add(keyOf('Event', g.eventId), { groupIds: [g.groupId] });
  }
  const users = [...new Set([...named.values()].flatMap((p) => p.userIds))];
  const groups = [...new Set([...named.values()].flatMap((p) => p.groupIds))];
  const members =
    users.length || groups.length
      ? await tx
          .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
          .from(groupMembers)
          .where(
            and(
              eq(groupMembers.companyId, companyId),
              or(
                users.length ? inArray(groupMembers.userId, users) : undefined,
                groups.length ? inArray(groupMembers.groupId, groups) : undefined,
              ),
            ),
          )
      : [];
  for (const change of concerned) {
    const { userIds, groupIds } = named.get(keyOf(change.objectName, change.id)) ?? { userIds: [], groupIds: [] };
    // A group invitation shows in its members' calendars; a user's event shows in their groups' entries.
    const memberIds = members.filter((m) => groupIds.includes(m.groupId)).map((m) => m.userId);
    const groupsOfUsers = members.filter((m) => userIds.includes(m.userId)).map((m) => m.groupId);
    change.involved = { userIds: [...new Set([...userIds, ...memberIds])], groupIds: [...new Set([...groupIds, ...groupsOfUsers])] };
  }
}
