// The calendar: one range query (`calendar(range, view, users)`) answering per-user entries with events and
// tasks, so the month, week, day and list views and the home week widget read the same shape; one upstream
// call per query whatever the number of users (`GET /api/Calendar/{Month|Week|Day|MonthList}`). Event
// responses, deletes (one occurrence or the series), recurrence, invites, the iCalendar feed and the home
// widget's display toggle are mutations with payload unions.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { recordType, recordUrl } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { NotFoundError, PermissionError, ValidationError, mutate } from '../errors';

// ---- upstream shapes (api/src/calendar/service.ts) ----
type UserType = 'user' | 'group';
type Response = 'accepted' | 'declined';
interface AttendeeModel {
  role: 'organizer' | 'attendee';
  userId: number;
  userType: UserType;
  name: string;
  response: Response | 'none';
}
export interface EventItemModel {
  id: number;
  subject: string;
  startDate: string;
  endDate: string;
  isAllDayEvent: boolean;
  location: string | null;
  isRecurrence: boolean;
  recurrenceRule: string | null;
  timeZone: string | null;
  recurrenceStartDate: string | null;
  recurrenceEndDate: string | null;
  parentEventId: number | null;
  occurrenceNumber: number | null;
  ownerId: number;
  attendeeList: AttendeeModel[];
  canAccept: boolean;
  myResponse: Response | 'none' | null;
  parentObject: string | null;
  parentId: number | null;
  permission: string;
}
interface TaskItemModel {
  id: number;
  subject: string;
  dueDate: string | null;
  taskStatus: string | null;
  priority: string | null;
  permission: string;
}
interface EntryModel {
  userId: number;
  userType: UserType;
  className: number;
  name: string;
  eventList: EventItemModel[];
  taskList: TaskItemModel[];
}
interface RangeModel {
  startDate: string;
  endDate: string;
  items: 'both' | 'tasks' | 'events';
  data: EntryModel[];
}
interface HomeModel {
  viewData: {
    userList: { userId: number; userType: UserType; className: number; name: string }[];
    firstDayOfWeek: number;
    items: 'both' | 'tasks' | 'events';
    weekViewId: number;
    display: boolean;
    hasFeed: boolean;
    timeZone?: string;
  };
}

const ItemsEnum = builder.enumType('CalendarItems', {
  description: 'Which items the calendar shows (a user preference).',
  values: {
    BOTH: { value: 'both', description: 'Tasks and events.' },
    TASKS: { value: 'tasks', description: 'Tasks only.' },
    EVENTS: { value: 'events', description: 'Events only.' },
  } as const,
});
const ViewEnum = builder.enumType('CalendarView', {
  description: 'The calendar view a range is read for (the api call used).',
  values: {
    MONTH: { value: 'Month', description: 'A month grid (`GET /api/Calendar/Month`).' },
    WEEK: { value: 'Week', description: 'Seven days from the range start (`GET /api/Calendar/Week`).' },
    DAY: { value: 'Day', description: 'One day from the range start (`GET /api/Calendar/Day`).' },
    LIST: { value: 'MonthList', description: 'A list of the range (`GET /api/Calendar/MonthList`).' },
  } as const,
});
const UserTypeEnum = builder.enumType('CalendarUserType', {
  description: 'Whether a calendar entry is a user or a group.',
  values: { USER: { value: 'user', description: 'A user.' }, GROUP: { value: 'group', description: 'A group of users.' } } as const,
});
const ResponseEnum = builder.enumType('EventResponse', {
  description: "An attendee's answer to an invitation.",
  values: {
    ACCEPTED: { value: 'accepted', description: 'Will attend.' },
    DECLINED: { value: 'declined', description: 'Will not attend.' },
    NONE: { value: 'none', description: 'Not answered yet.' },
  } as const,
});
const RoleEnum = builder.enumType('EventAttendeeRole', {
  description: 'Part played in an event.',
  values: {
    ORGANIZER: { value: 'organizer', description: 'Owns the event.' },
    ATTENDEE: { value: 'attendee', description: 'Invited.' },
  } as const,
});

const AttendeeRef = builder.objectRef<AttendeeModel>('EventAttendee').implement({
  description: 'A user or group invited to an event, with their answer.',
  fields: (t) => ({
    role: t.field({ type: RoleEnum, description: 'Organizer or attendee.', resolve: (a) => a.role }),
    userId: t.int({ description: 'Row id of the user or group.', resolve: (a) => a.userId }),
    userType: t.field({ type: UserTypeEnum, description: 'User or group.', resolve: (a) => a.userType }),
    name: t.string({ description: 'Full name of the user, or the group name.', resolve: (a) => a.name }),
    response: t.field({ type: ResponseEnum, description: 'Their answer (the organizer has accepted).', resolve: (a) => a.response }),
  }),
});

/** Occurrences of a series share the event's row id: their ids also carry the occurrence number. */
const eventItemId = (e: EventItemModel) => encodeGlobalID('CalendarEvent', `${e.id}:${e.occurrenceNumber ?? 0}`);

export const CalendarEventRef = builder.objectRef<EventItemModel>('CalendarEvent').implement({
  description:
    'An event as the calendar shows it: a single event, or one occurrence of a recurring series (`occurrenceNumber`), with its attendees.',
  fields: (t) => ({
    id: t.id({ description: 'Unique per event and occurrence (not a node id; use `eventId` for the Event record).', resolve: eventItemId }),
    rowId: t.int({ description: 'Row id of the Event record (the series for an occurrence).', resolve: (e) => e.id }),
    eventId: t.id({
      description: 'Global id of the Event record (open it in the event editor).',
      resolve: (e) => encodeGlobalID('Event', e.id),
    }),
    subject: t.string({ description: 'Title of the event.', resolve: (e) => e.subject }),
    url: t.string({
      description: "Path of the Event record's detail page in the web app (the series' for an occurrence).",
      resolve: (e) => recordUrl(recordType('Event')!, { id: e.id }),
    }),
    start: t.field({ type: 'DateTime', description: 'When this occurrence starts.', resolve: (e) => new Date(e.startDate) }),
    end: t.field({ type: 'DateTime', description: 'When this occurrence ends.', resolve: (e) => new Date(e.endDate) }),
    isAllDay: t.boolean({ description: 'Whether it lasts whole days (shown in the all-day row).', resolve: (e) => e.isAllDayEvent }),
    location: t.string({ nullable: true, description: 'Where it takes place.', resolve: (e) => e.location }),
    isRecurrence: t.boolean({ description: 'Part of a recurring series.', resolve: (e) => e.isRecurrence }),
    recurrenceRule: t.string({ nullable: true, description: 'The RFC 5545 RRULE of the series.', resolve: (e) => e.recurrenceRule }),
    timeZone: t.string({ nullable: true, description: 'IANA zone the series repeats in.', resolve: (e) => e.timeZone }),
    recurrenceStart: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Start of the series.',
      resolve: (e) => (e.recurrenceStartDate ? new Date(e.recurrenceStartDate) : null),
    }),
    recurrenceEnd: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'End of the series (null: never ends).',
      resolve: (e) => (e.recurrenceEndDate ? new Date(e.recurrenceEndDate) : null),
    }),
    parentEventId: t.int({
      nullable: true,
      description: 'Row id of the series this occurrence belongs to.',
      resolve: (e) => e.parentEventId,
    }),
    occurrenceNumber: t.int({
      nullable: true,
      description: 'Number of the occurrence in its series (1 = first).',
      resolve: (e) => e.occurrenceNumber,
    }),
    organizerId: t.int({ description: 'Row id of the organizer (the owner).', resolve: (e) => e.ownerId }),
    attendees: t.field({
      type: [AttendeeRef],
      description: 'Organizer, users and groups invited, with answers.',
      resolve: (e) => e.attendeeList,
    }),
    viewerCanAccept: t.boolean({
      description: 'Whether to show Accept: the viewer is invited, is not the organizer and has not accepted yet.',
      resolve: (e) => e.canAccept,
    }),
    viewerIsInvited: t.boolean({
      description: 'Whether the viewer is invited (directly or through a group), not as organizer.',
      resolve: (e) => e.myResponse !== null,
    }),
    viewerResponse: t.field({
      type: ResponseEnum,
      nullable: true,
      description: "The viewer's answer, null when not invited.",
      resolve: (e) => e.myResponse,
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the viewer may edit or delete it (write permission).',
      resolve: (e) => e.permission !== 'read',
    }),
    parentObject: t.string({ nullable: true, description: 'Type of the record it is filed under.', resolve: (e) => e.parentObject }),
    parentId: t.int({ nullable: true, description: 'Row id of the record it is filed under.', resolve: (e) => e.parentId }),
  }),
});

const CalendarTaskRef = builder.objectRef<TaskItemModel>('CalendarTask').implement({
  description: 'A task due in the range (clicking it opens the task editor).',
  fields: (t) => ({
    id: t.id({ description: 'Unique id of the calendar item.', resolve: (k) => encodeGlobalID('CalendarTask', k.id) }),
    rowId: t.int({ description: 'Row id of the Task record.', resolve: (k) => k.id }),
    taskId: t.id({ description: 'Global id of the Task record.', resolve: (k) => encodeGlobalID('Task', k.id) }),
    subject: t.string({ description: 'What is to be done.', resolve: (k) => k.subject }),
    dueDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it is due.',
      resolve: (k) => (k.dueDate ? new Date(k.dueDate) : null),
    }),
    status: t.string({
      nullable: true,
      description: 'Task status (Not Started, In Progress, Completed, …).',
      resolve: (k) => k.taskStatus,
    }),
    priority: t.string({ nullable: true, description: 'Low, Normal or High.', resolve: (k) => k.priority }),
  }),
});

const CalendarEntryRef = builder.objectRef<EntryModel>('CalendarEntry').implement({
  description: 'One selected user or group of the calendar with their events and tasks in the range.',
  fields: (t) => ({
    id: t.id({ description: 'Unique id of the entry.', resolve: (e) => encodeGlobalID('CalendarEntry', `${e.userType}:${e.userId}`) }),
    userId: t.int({ description: 'Row id of the user or group.', resolve: (e) => e.userId }),
    userType: t.field({ type: UserTypeEnum, description: 'User or group.', resolve: (e) => e.userType }),
    className: t.int({ description: 'Colour index 1 to 20 (by position in the selection, cycling).', resolve: (e) => e.className }),
    name: t.string({ description: 'Full name of the user, or the group name.', resolve: (e) => e.name }),
    events: t.field({ type: [CalendarEventRef], description: 'Events in the range, by start.', resolve: (e) => e.eventList }),
    tasks: t.field({ type: [CalendarTaskRef], description: 'Tasks due in the range.', resolve: (e) => e.taskList }),
  }),
});

const CalendarRef = builder.objectRef<RangeModel>('Calendar').implement({
  description: 'The calendar of a range for the selected users and groups.',
  fields: (t) => ({
    start: t.field({ type: 'DateTime', description: 'Start of the range.', resolve: (r) => new Date(r.startDate) }),
    end: t.field({ type: 'DateTime', description: 'End of the range (exclusive).', resolve: (r) => new Date(r.endDate) }),
    items: t.field({ type: ItemsEnum, description: "The viewer's preference the entries follow.", resolve: (r) => r.items }),
    entries: t.field({
      type: [CalendarEntryRef],
      description: 'One entry per selected user or group of the company, in order.',
      resolve: (r) => r.data,
    }),
  }),
});

const CalendarUserOptionRef = builder
  .objectRef<{ userId: number; userType: UserType; name: string; className: number }>('CalendarUserOption')
  .implement({
    description: 'A user or group that can be selected in the calendar sidebar.',
    fields: (t) => ({
      userId: t.int({ description: 'Row id.', resolve: (o) => o.userId }),
      userType: t.field({ type: UserTypeEnum, description: 'User or group.', resolve: (o) => o.userType }),
      name: t.string({ description: 'Name shown.', resolve: (o) => o.name }),
      className: t.int({ description: 'Default colour index 1 to 20.', resolve: (o) => o.className }),
    }),
  });

const CalendarSettingsRef = builder.objectRef<HomeModel['viewData']>('CalendarSettings').implement({
  description: "The viewer's calendar settings (`GET /api/Calendar/Home`).",
  fields: (t) => ({
    defaultSelection: t.field({
      type: [CalendarUserOptionRef],
      description: 'Who is selected at first (the viewer).',
      resolve: (v) => v.userList,
    }),
    firstDayOfWeek: t.int({ description: 'First day of the week, 0 = Sunday … 6 = Saturday.', resolve: (v) => v.firstDayOfWeek }),
    items: t.field({ type: ItemsEnum, description: 'Which items the calendar shows.', resolve: (v) => v.items }),
    weekWidgetViewId: t.int({ description: 'The home week widget’s view id (for `toggleHomeView`).', resolve: (v) => v.weekViewId }),
    weekWidgetVisible: t.boolean({ description: 'Whether the home week widget is shown.', resolve: (v) => v.display }),
    hasFeed: t.boolean({
      description: 'Whether an iCalendar feed URL exists (its secret is shown only when created).',
      resolve: (v) => v.hasFeed,
    }),
    timeZone: t.string({
      description:
        "The viewer's IANA time zone: range bounds sent as bare dates are their local midnights, and all-day events come at their local midnights; show event times in it.",
      resolve: (v) => v.timeZone ?? 'UTC',
    }),
  }),
});

const RangeInput = builder.inputType('CalendarRangeInput', {
  description: 'A time range: start inclusive, end exclusive (at most 62 days).',
  fields: (t) => ({
    start: t.field({ type: 'DateTime', required: true, description: 'Start of the range.' }),
    end: t.field({ type: 'DateTime', required: true, description: 'End of the range (ignored by WEEK and DAY).' }),
  }),
});
export const CalendarUserInput = builder.inputType('CalendarUserInput', {
  description: 'A user or group to show.',
  fields: (t) => ({
    userId: t.int({ required: true, description: 'Row id of the user or group.' }),
    userType: t.field({ type: UserTypeEnum, required: true, description: 'User or group.' }),
  }),
});

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : new Date(String(d)).toISOString());

builder.queryFields((t) => ({
  calendar: t.field({
    type: CalendarRef,
    description:
      'Events and tasks of the selected users and groups in a range, per user (one upstream call). Without `users`, the viewer’s own calendar. Users of other companies are left out.',
    authScopes: { authenticated: true },
    args: {
      range: t.arg({ type: RangeInput, required: true, description: 'The range.' }),
      view: t.arg({ type: ViewEnum, defaultValue: 'Month', description: 'The view (chooses the api call).' }),
      users: t.arg({ type: [CalendarUserInput], description: 'Users and groups, in sidebar order (colours follow it); at most 100.' }),
    },
    resolve: (_p, args, ctx: Context) => {
      const userList = (args.users ?? []).map((u) => `${u.userType}:${u.userId}`).join(',');
      const query: Record<string, string> = { startDate: iso(args.range.start), endDate: iso(args.range.end) };
      if (userList) query.userList = userList;
      return ctx.loaders.get<RangeModel>(`/api/Calendar/${args.view ?? 'Month'}`, query);
    },
  }),
  calendarSettings: t.field({
    type: CalendarSettingsRef,
    description: "The viewer's calendar settings.",
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx: Context) => (await ctx.loaders.get<HomeModel>('/api/Calendar/Home')).viewData,
  }),
}));

// ---- mutations ----

const errors = [ValidationError, PermissionError, NotFoundError] as const;
const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

type RespondResult = { __typename: 'RespondToEventSuccess'; event: EventItemModel; response: Response };
const RespondToEventSuccess = builder.objectRef<RespondResult>('RespondToEventSuccess').implement({
  description: 'The answer was recorded (for a series: the whole series).',
  isTypeOf: isType('RespondToEventSuccess'),
  fields: (t) => ({
    response: t.field({ type: ResponseEnum, description: 'The answer recorded.', resolve: (r) => r.response }),
    event: t.field({ type: CalendarEventRef, description: 'The event with its attendees after the answer.', resolve: (r) => r.event }),
  }),
});
const RespondToEventInput = builder.inputType('RespondToEventInput', {
  description: 'An answer to an invitation.',
  fields: (t) => ({
    eventId: t.int({ required: true, description: 'Row id of the event (the series for an occurrence).' }),
    response: t.field({ type: ResponseEnum, required: true, description: 'ACCEPTED or DECLINED.' }),
    occurrenceNumber: t.int({
      description:
        "Answer this occurrence of a recurring event alone (1 = first); the others keep the series' answer. Without it the answer is for the whole series (and replaces the occurrences' own answers). A number the series does not have is a ValidationError on occurrenceNumber.",
    }),
  }),
});

type DeleteResult = { __typename: 'DeleteCalendarEventSuccess'; rowId: number; occurrenceNumber: number | null; message: string };
const DeleteCalendarEventSuccess = builder.objectRef<DeleteResult>('DeleteCalendarEventSuccess').implement({
  description: 'The event (or the one occurrence) was deleted.',
  isTypeOf: isType('DeleteCalendarEventSuccess'),
  fields: (t) => ({
    rowId: t.int({ description: 'Row id of the event (series).', resolve: (r) => r.rowId }),
    occurrenceNumber: t.int({
      nullable: true,
      description: 'The occurrence deleted alone, or null for the whole event.',
      resolve: (r) => r.occurrenceNumber,
    }),
    deletedId: t.id({
      description: 'Id of the calendar item removed, for `@deleteRecord`.',
      resolve: (r) => encodeGlobalID('CalendarEvent', `${r.rowId}:${r.occurrenceNumber ?? 0}`),
    }),
    message: t.string({ description: 'Confirmation for the user.', resolve: (r) => r.message }),
  }),
});
const DeleteCalendarEventInput = builder.inputType('DeleteCalendarEventInput', {
  description: 'The event to delete: the whole event (series), or one occurrence of a series.',
  fields: (t) => ({
    eventId: t.int({ required: true, description: 'Row id of the event (the series for an occurrence).' }),
    occurrenceNumber: t.int({ description: 'Delete only this occurrence of the series.' }),
  }),
});

type RecurrenceResult = { __typename: 'SetEventRecurrenceSuccess'; rule: string | null; timeZone: string };
const SetEventRecurrenceSuccess = builder.objectRef<RecurrenceResult>('SetEventRecurrenceSuccess').implement({
  description: 'The rule was saved (or removed).',
  isTypeOf: isType('SetEventRecurrenceSuccess'),
  fields: (t) => ({
    rule: t.string({
      nullable: true,
      description: 'The normalized RRULE, or null when the event no longer repeats.',
      resolve: (r) => r.rule,
    }),
    timeZone: t.string({ description: 'The zone it repeats in.', resolve: (r) => r.timeZone }),
  }),
});
const SetEventRecurrenceInput = builder.inputType('SetEventRecurrenceInput', {
  description: 'A recurrence rule for an event (write permission).',
  fields: (t) => ({
    eventId: t.int({ required: true, description: 'Row id of the event.' }),
    rule: t.string({ description: 'RFC 5545 RRULE, e.g. FREQ=WEEKLY;BYDAY=MO;COUNT=10; null stops the repetition.' }),
    timeZone: t.string({ description: "IANA zone the wall-clock times repeat in (default: the organizer's time zone preference)." }),
  }),
});

type MessageResult = {
  __typename: string;
  message: string;
  count?: number;
  path?: string;
  visible?: boolean;
  viewId?: number;
  items?: string;
};
const SendEventInviteSuccess = builder.objectRef<MessageResult>('SendEventInviteSuccess').implement({
  description: 'Invitations (with an .ics attachment) went to the attendees through the mail service.',
  isTypeOf: isType('SendEventInviteSuccess'),
  fields: (t) => ({
    sent: t.int({ description: 'Number of recipients (0 when no mail service is configured).', resolve: (r) => r.count ?? 0 }),
    message: t.string({ description: 'What happened, for the user.', resolve: (r) => r.message }),
  }),
});
const RotateCalendarFeedSuccess = builder.objectRef<MessageResult>('RotateCalendarFeedSuccess').implement({
  description: 'A new secret feed URL; the previous one stops working.',
  isTypeOf: isType('RotateCalendarFeedSuccess'),
  fields: (t) => ({
    path: t.string({ description: 'Path of the feed on this site (`/calendar/feed/{secret}.ics`); shown once.', resolve: (r) => r.path! }),
    message: t.string({ description: 'Confirmation.', resolve: (r) => r.message }),
  }),
});
const ToggleHomeViewSuccess = builder.objectRef<MessageResult>('ToggleHomeViewSuccess').implement({
  description: 'The home view is now shown or hidden.',
  isTypeOf: isType('ToggleHomeViewSuccess'),
  fields: (t) => ({
    viewId: t.int({ description: 'The view toggled.', resolve: (r) => r.viewId! }),
    visible: t.boolean({ description: 'Whether it is now shown.', resolve: (r) => r.visible! }),
    settings: t.field({
      type: CalendarSettingsRef,
      description: 'The calendar settings after the change.',
      resolve: async (_r, _a, ctx: Context) => (await ctx.loaders.get<HomeModel>('/api/Calendar/Home')).viewData,
    }),
  }),
});
const SetCalendarItemsSuccess = builder.objectRef<MessageResult>('SetCalendarItemsSuccess').implement({
  description: 'The calendar now shows these items.',
  isTypeOf: isType('SetCalendarItemsSuccess'),
  fields: (t) => ({
    settings: t.field({
      type: CalendarSettingsRef,
      description: 'The calendar settings after the change.',
      resolve: async (_r, _a, ctx: Context) => (await ctx.loaders.get<HomeModel>('/api/Calendar/Home')).viewData,
    }),
  }),
});
type GroupAttendeesResult = { __typename: 'SetEventGroupAttendeesSuccess'; id: number; groupIdList: number[] };
const SetEventGroupAttendeesSuccess = builder.objectRef<GroupAttendeesResult>('SetEventGroupAttendeesSuccess').implement({
  description: 'The groups invited to the event now (every member is invited through the group).',
  isTypeOf: isType('SetEventGroupAttendeesSuccess'),
  fields: (t) => ({
    rowId: t.int({ description: 'Row id of the event.', resolve: (r) => r.id }),
    groupIds: t.intList({ description: 'Row ids of the groups invited.', resolve: (r) => r.groupIdList }),
  }),
});
const SetEventGroupAttendeesInput = builder.inputType('SetEventGroupAttendeesInput', {
  description: 'The groups to invite to an event, replacing the previous ones (write permission).',
  fields: (t) => ({
    eventId: t.int({ required: true, description: 'Row id of the event (the series for a recurring one).' }),
    groupIds: t.intList({ required: true, description: 'Row ids of groups of the company (at most 100); empty removes them all.' }),
  }),
});

type OccurrenceResult = { __typename: 'UpdateEventOccurrenceSuccess'; event: EventItemModel };
const UpdateEventOccurrenceSuccess = builder.objectRef<OccurrenceResult>('UpdateEventOccurrenceSuccess').implement({
  description: 'The occurrence is now an event of its own, edited apart from its series.',
  isTypeOf: isType('UpdateEventOccurrenceSuccess'),
  fields: (t) => ({
    event: t.field({ type: CalendarEventRef, description: 'The new event that replaces the occurrence.', resolve: (r) => r.event }),
  }),
});
const UpdateEventOccurrenceInput = builder.inputType('UpdateEventOccurrenceInput', {
  description:
    "One occurrence of a series edited alone: it becomes an event of its own with the series' values, the occurrence's dates and the changes given.",
  fields: (t) => ({
    eventId: t.int({ required: true, description: 'Row id of the series.' }),
    occurrenceNumber: t.int({ required: true, description: 'Number of the occurrence (1 = first).' }),
    subject: t.string({ description: 'New title.' }),
    location: t.string({ description: 'New place.' }),
    start: t.field({ type: 'DateTime', description: 'New start.' }),
    end: t.field({ type: 'DateTime', description: 'New end.' }),
  }),
});

const EventIdInput = builder.inputType('EventIdInput', {
  description: 'An event by row id.',
  fields: (t) => ({ eventId: t.int({ required: true, description: 'Row id of the event.' }) }),
});

builder.mutationFields((t) => ({
  respondToEvent: t.field({
    type: builder.errorUnion('RespondToEventPayload', {
      description: 'Result of respondToEvent.',
      types: [RespondToEventSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description:
      'Accepts or declines an invitation (`POST /api/Event/EventResponse/{id}`). Only an invited attendee who is not the organizer may answer (else PermissionError).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RespondToEventInput, required: true, description: 'The event and the answer.' }) },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        if (input.response === 'none') throw new ValidationError('Response must be accepted or declined', []);
        const res = await ctx.upstream.call<{ response: Response; model: EventItemModel }>(
          'POST',
          `/api/Event/EventResponse/${input.eventId}`,
          { body: { response: input.response, ...(input.occurrenceNumber ? { occurrenceNumber: input.occurrenceNumber } : {}) } },
        );
        ctx.loaders.clear();
        return { __typename: 'RespondToEventSuccess' as const, response: res.response, event: res.model };
      }),
  }),
  deleteCalendarEvent: t.field({
    type: builder.errorUnion('DeleteCalendarEventPayload', {
      description: 'Result of deleteCalendarEvent.',
      types: [DeleteCalendarEventSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description:
      'Deletes an event, its whole series, or with `occurrenceNumber` one occurrence only (write permission). The web asks "Delete this event?" first.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteCalendarEventInput, required: true, description: 'The event.' }) },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        if (input.occurrenceNumber)
          await ctx.upstream.call('DELETE', `/api/Event/DeleteOccurrence/${input.eventId}`, {
            query: { occurrenceNumber: String(input.occurrenceNumber) },
          });
        else await ctx.upstream.call('DELETE', `/api/Event/Delete/${input.eventId}`);
        ctx.loaders.clear();
        return {
          __typename: 'DeleteCalendarEventSuccess' as const,
          rowId: input.eventId,
          occurrenceNumber: input.occurrenceNumber ?? null,
          message: 'Event is deleted',
        };
      }),
  }),
  setEventRecurrence: t.field({
    type: builder.errorUnion('SetEventRecurrencePayload', {
      description: 'Result of setEventRecurrence.',
      types: [SetEventRecurrenceSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description: 'Makes an event repeat by an RFC 5545 rule in a time zone, or stops it (`PUT /api/Event/SetRecurrence/{id}`).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SetEventRecurrenceInput, required: true, description: 'The event and its rule.' }) },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ rule: string | null; timeZone: string }>('PUT', `/api/Event/SetRecurrence/${input.eventId}`, {
          body: { rule: input.rule ?? null, ...(input.timeZone ? { timeZone: input.timeZone } : {}) },
        });
        ctx.loaders.clear();
        return { __typename: 'SetEventRecurrenceSuccess' as const, ...res };
      }),
  }),
  setEventGroupAttendees: t.field({
    type: builder.errorUnion('SetEventGroupAttendeesPayload', {
      description: 'Result of setEventGroupAttendees.',
      types: [SetEventGroupAttendeesSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description:
      'Invites groups to an event (a group invitation: each member sees it and may answer), replacing the previous groups (`PUT /api/Event/SetGroupAttendees/{id}`, write permission).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SetEventGroupAttendeesInput, required: true, description: 'The event and its groups.' }) },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ id: number; groupIdList: number[] }>('PUT', `/api/Event/SetGroupAttendees/${input.eventId}`, {
          body: { groupIdList: input.groupIds },
        });
        ctx.loaders.clear();
        return { __typename: 'SetEventGroupAttendeesSuccess' as const, ...res };
      }),
  }),
  updateEventOccurrence: t.field({
    type: builder.errorUnion('UpdateEventOccurrencePayload', {
      description: 'Result of updateEventOccurrence.',
      types: [UpdateEventOccurrenceSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description:
      'Edits one occurrence of a recurring event alone (`PUT /api/Event/UpdateOccurrence/{id}`, write permission on the series); the rest of the series is unchanged.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateEventOccurrenceInput, required: true, description: 'The occurrence and its changes.' }) },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        const body: Record<string, unknown> = { occurrenceNumber: input.occurrenceNumber };
        if (input.subject != null) body.subject = input.subject;
        if (input.location != null) body.location = input.location;
        if (input.start) body.startDate = input.start.toISOString();
        if (input.end) body.endDate = input.end.toISOString();
        const res = await ctx.upstream.call<{ model: EventItemModel }>('PUT', `/api/Event/UpdateOccurrence/${input.eventId}`, { body });
        ctx.loaders.clear();
        return { __typename: 'UpdateEventOccurrenceSuccess' as const, event: res.model };
      }),
  }),
  sendEventInvite: t.field({
    type: builder.errorUnion('SendEventInvitePayload', {
      description: 'Result of sendEventInvite.',
      types: [SendEventInviteSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description: "Sends the event's invitation to its attendees as an iCalendar (.ics) attachment, when a mail service is configured.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: EventIdInput, required: true, description: 'The event.' }) },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ sent: number; message: string }>('POST', `/api/Event/SendInvite/${input.eventId}`);
        return { __typename: 'SendEventInviteSuccess', message: res.message, count: res.sent };
      }),
  }),
  rotateCalendarFeed: t.field({
    type: builder.errorUnion('RotateCalendarFeedPayload', {
      description: 'Result of rotateCalendarFeed.',
      types: [RotateCalendarFeedSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description: "Creates (or replaces) the viewer's secret iCalendar feed URL; calendar clients read it without signing in.",
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx: Context) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ token: string }>('POST', '/api/Calendar/Feed');
        ctx.loaders.clear();
        return { __typename: 'RotateCalendarFeedSuccess', message: 'Calendar feed created', path: `/calendar/feed/${res.token}.ics` };
      }),
  }),
  toggleHomeView: t.field({
    type: builder.errorUnion('ToggleHomeViewPayload', {
      description: 'Result of toggleHomeView.',
      types: [ToggleHomeViewSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description:
      'Hides a shown home page view or shows a hidden one (`PUT /api/UserHomePageView/ToggleDisplay/{id}`), e.g. the week widget.',
    authScopes: { authenticated: true },
    args: {
      input: t.arg({
        type: builder.inputType('ToggleHomeViewInput', {
          description: 'A home page view.',
          fields: (f) => ({ viewId: f.int({ required: true, description: 'The view id.' }) }),
        }),
        required: true,
        description: 'The view.',
      }),
    },
    resolve: (_p, { input }, ctx: Context) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ id: number; display: boolean }>('PUT', `/api/UserHomePageView/ToggleDisplay/${input.viewId}`);
        ctx.loaders.clear();
        return { __typename: 'ToggleHomeViewSuccess', message: '', viewId: res.id, visible: res.display };
      }),
  }),
  setCalendarItems: t.field({
    type: builder.errorUnion('SetCalendarItemsPayload', {
      description: 'Result of setCalendarItems.',
      types: [SetCalendarItemsSuccess, ...errors],
      omitDefaultTypes: true,
    }),
    description: 'Chooses which items the calendar shows: tasks, events or both.',
    authScopes: { authenticated: true },
    args: { items: t.arg({ type: ItemsEnum, required: true, description: 'Tasks, events or both.' }) },
    resolve: (_p, { items }, ctx: Context) =>
      mutate(async () => {
        await ctx.upstream.call('PUT', '/api/Calendar/Settings', { body: { items } });
        ctx.loaders.clear();
        return { __typename: 'SetCalendarItemsSuccess', message: '', items };
      }),
  }),
}));
