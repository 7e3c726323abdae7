// Calendar tables (re-exported by db/schema.ts): the recurrence rule of a series, attendee groups and
// responses, occurrences edited or deleted alone, the per-user iCalendar feed secret and calendar settings.
// Events themselves are catalogued records (the `events` table); these rows hang off them by event id.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, events, groups, users } from '../db/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const eventId = (name = 'event_id') =>
  integer(name)
    .notNull()
    .references(() => events.id as never, { onDelete: 'cascade' });

/** The RFC 5545 rule of a recurring event (the parent row); occurrences are expanded on read, in `timeZone`. */
export const eventRecurrences = pgTable(
  'event_recurrences',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    eventId: eventId(),
    /** RRULE body without the `RRULE:` prefix, e.g. `FREQ=WEEKLY;BYDAY=MO;COUNT=10`. */
    rule: text('rule').notNull(),
    /** IANA zone the wall-clock times repeat in (09:00 stays 09:00 across DST). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** End of the last occurrence, or null for a series without end (for range queries). */
    recurrenceEndDate: ts('recurrence_end_date'),
  },
  (t) => [uniqueIndex('event_recurrences_event_uq').on(t.eventId), index('event_recurrences_company_idx').on(t.companyId)],
);

/** One occurrence changed alone: deleted (an EXDATE), or replaced by its own event row (`exceptionEventId`). */
export const eventExceptions = pgTable(
  'event_exceptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    parentEventId: eventId('parent_event_id'),
    occurrenceNumber: integer('occurrence_number').notNull(),
    /** Start of the occurrence as the rule placed it (RECURRENCE-ID / EXDATE). */
    originalStartDate: ts('original_start_date').notNull(),
    exceptionEventId: integer('exception_event_id').references(() => events.id as never, { onDelete: 'cascade' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('event_exceptions_uq').on(t.parentEventId, t.occurrenceNumber),
    index('event_exceptions_exception_idx').on(t.exceptionEventId),
  ],
);

/** Groups invited to an event (users invited are the event's `attendeeIds`). */
export const eventGroupAttendees = pgTable(
  'event_group_attendees',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    eventId: eventId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('event_group_attendees_uq').on(t.eventId, t.groupId)],
);

/** An attendee's answer to an invitation: to the whole series (occurrence 0), or to one occurrence of it. */
export const eventResponses = pgTable(
  'event_responses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    eventId: eventId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response').$type<'accepted' | 'declined'>().notNull(),
    /** 0: the event or whole series; n: the series' n-th occurrence alone (it overrides the series' answer). */
    occurrenceNumber: integer('occurrence_number').notNull().default(0),
    respondedAt: ts('responded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_responses_occurrence_uq').on(t.eventId, t.userId, t.occurrenceNumber)],
);

/** Per-user calendar settings: the iCalendar feed secret (sha256 only), items shown, hidden home views. */
export const calendarSettings = pgTable(
  'calendar_settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedTokenHash: text('feed_token_hash'),
    feedCreatedAt: ts('feed_created_at'),
    /** Which items the calendar shows: tasks, events or both. */
    items: text('items').$type<'both' | 'tasks' | 'events'>().notNull().default('both'),
    /** Home page views (dashboard views) the user hid with UserHomePageView/ToggleDisplay. */
    hiddenViewIds: integer('hidden_view_ids').array().notNull().default([]),
  },
  (t) => [uniqueIndex('calendar_settings_user_uq').on(t.userId), uniqueIndex('calendar_settings_feed_uq').on(t.feedTokenHash)],
);
