// Activities that hang off other records: tasks, calls, events, messages and status updates; and follows.
import {
  checkbox,
  children,
  closingSections,
  datetime,
  detailInfo,
  duration,
  email,
  phone,
  select,
  text,
  textarea,
  updates,
  user,
  users,
} from './fields';
import type { RecordTypeDef } from './types';

const activityTraits = {
  lockable: false,
  undoable: false,
  undoOpenLink: false,
  shareable: true,
  followable: true,
  parented: true,
} as const;

export const TASK_STATUSES = ['Not Started', 'In Progress', 'Completed', 'Deferred', 'Cancelled'] as const;

export const task: RecordTypeDef = {
  objectName: 'Task',
  urlSegment: 'task',
  label: 'Task',
  pluralLabel: 'Tasks',
  listField: 'tasks',
  module: 'general',
  description: 'Work to do by a due date, assigned to users, under a parent record.',
  table: 'tasks',
  discriminator: { field: 'taskType', value: 'task' },
  nameFields: ['subject'],
  fields: [
    text('subject', 'Subject', { description: 'What is to be done.', required: true, list: true }),
    datetime('dueDate', 'Due Date', { description: 'When it is due; empty for an undated task.', list: true }),
    select('taskStatus', 'Task Status', TASK_STATUSES, { description: 'Progress of the task.', list: true }),
    select('priority', 'Priority', ['Low', 'Normal', 'High'], { description: 'How important it is.', defaultValue: 'Normal' }),
    users('assigneeIds', 'Assigned To', { description: 'The users doing the task.', list: true }),
    duration('workEffort', 'Work Effort', { description: 'Planned effort in seconds (hours × 3600, days × 86400).' }),
  ],
  sections: [
    { key: 'progress', label: 'Progress', kind: 'progress' },
    detailInfo,
    children('event', 'Events', 'Event'),
    ...closingSections,
  ],
  defaultSection: 'progress',
  traits: { ...activityTraits, undoable: true, undoOpenLink: true },
};

export const call: RecordTypeDef = {
  objectName: 'Call',
  urlSegment: 'call',
  label: 'Call',
  pluralLabel: 'Calls',
  listField: 'calls',
  module: 'general',
  description: 'A phone call: a task of type call, with its duration.',
  table: 'tasks',
  discriminator: { field: 'taskType', value: 'call' },
  nameFields: ['subject'],
  fields: [
    text('subject', 'Subject', { description: 'What the call is about.', required: true, list: true }),
    datetime('dueDate', 'Call Date', { description: 'When the call takes or took place.', list: true }),
    select('taskStatus', 'Call Status', ['Planned', 'Held', 'Not Held'], { description: 'Whether the call happened.', list: true }),
    select('direction', 'Direction', ['Outbound', 'Inbound'], { description: 'Who called whom.', list: true }),
    duration('duration', 'Duration', {
      description: 'Length of the call in seconds; at least 60.',
      min: 60,
      defaultValue: 300,
      list: true,
    }),
    users('assigneeIds', 'Assigned To', { description: 'The users on the call.' }),
    textarea('callResult', 'Result', { description: 'What came out of the call.' }),
  ],
  sections: [detailInfo, { ...updates, key: 'progress', label: 'Progress' }, ...closingSections],
  defaultSection: 'detail-info',
  traits: activityTraits,
};

export const event: RecordTypeDef = {
  objectName: 'Event',
  urlSegment: 'event',
  label: 'Event',
  pluralLabel: 'Events',
  listField: 'events',
  module: 'general',
  description: 'A meeting or appointment in the calendar.',
  table: 'events',
  nameFields: ['subject'],
  fields: [
    text('subject', 'Subject', { description: 'Title of the event.', required: true, list: true }),
    datetime('startDate', 'Start', { description: 'When it starts.', required: true, list: true }),
    datetime('endDate', 'End', { description: 'When it ends.', required: true, list: true }),
    checkbox('isAllDayEvent', 'All Day', { description: 'Whether it lasts whole days.' }),
    text('location', 'Location', { description: 'Where it takes place.' }),
    users('attendeeIds', 'Attendees', { description: 'The users invited.' }),
  ],
  sections: [detailInfo, updates, ...closingSections],
  defaultSection: 'detail-info',
  traits: activityTraits,
};

export const emailMessage: RecordTypeDef = {
  objectName: 'EmailMessage',
  urlSegment: 'email-message',
  label: 'Email',
  pluralLabel: 'Emails',
  listField: 'emailMessages',
  module: 'general',
  description: 'An e-mail sent or received, filed under a record.',
  table: 'email_messages',
  nameFields: ['subject'],
  fields: [
    text('subject', 'Subject', { description: 'Subject line.', required: true, list: true, max: 500 }),
    email('fromAddress', 'From', { description: 'Sender address.', list: true }),
    text('toAddress', 'To', { description: 'Recipient addresses, comma separated.', max: 1000 }),
    datetime('messageDate', 'Date', { description: 'When it was sent.', list: true }),
    select('direction', 'Direction', ['Outbound', 'Inbound'], { description: 'Sent or received.' }),
    textarea('htmlBody', 'Body', { description: 'The message (HTML).', max: 100_000 }),
  ],
  sections: [detailInfo, updates, ...closingSections],
  defaultSection: 'detail-info',
  traits: activityTraits,
};

export const smsMessage: RecordTypeDef = {
  objectName: 'SMSMessage',
  urlSegment: 'sms-message',
  label: 'SMS',
  pluralLabel: 'SMS Messages',
  listField: 'smsMessages',
  module: 'general',
  description: 'A text message sent or received, filed under a record.',
  table: 'sms_messages',
  nameFields: ['body'],
  fields: [
    text('body', 'Message', { description: 'The text.', required: true, list: true, max: 1600 }),
    phone('phoneNumber', 'Phone Number', { description: 'The other party.', required: true, list: true }),
    datetime('messageDate', 'Date', { description: 'When it was sent.', list: true }),
    select('direction', 'Direction', ['Outbound', 'Inbound'], { description: 'Sent or received.', list: true }),
  ],
  sections: [detailInfo, ...closingSections],
  defaultSection: 'detail-info',
  traits: activityTraits,
};

export const statusUpdate: RecordTypeDef = {
  objectName: 'StatusUpdate',
  urlSegment: 'status-update',
  label: 'Update',
  pluralLabel: 'Updates',
  listField: 'statusUpdates',
  module: 'general',
  description: 'A note on the progress of a record, shown in its Updates section and the activity stream.',
  table: 'status_updates',
  nameFields: ['subject'],
  fields: [
    text('subject', 'Subject', { description: 'Headline of the update.', required: true, list: true }),
    textarea('body', 'Update', { description: 'The update (HTML).' }),
    text('nextAction', 'Next Action', { description: 'What happens next.' }),
    checkbox('isNextActionCompleted', 'Completed', { description: 'Whether the next action is done.' }),
    datetime('lastActivityDate', 'Last Activity', {
      description: 'When the update or its comments last changed.',
      readOnly: true,
      list: true,
    }),
  ],
  sections: [detailInfo, ...closingSections],
  defaultSection: 'detail-info',
  traits: { ...activityTraits, shareable: false },
};

export const watch: RecordTypeDef = {
  objectName: 'Watch',
  urlSegment: 'watch',
  label: 'Follow',
  pluralLabel: 'Follows',
  listField: 'watches',
  module: 'general',
  description: "A user's follow of a record: its changes reach the user's stream.",
  table: 'watches',
  nameFields: ['name'],
  fields: [
    text('name', 'Record', { description: 'Name of the followed record when it was followed.', readOnly: true, list: true }),
    select('type', 'Type', ['follow'], { description: "Always 'follow'.", readOnly: true }),
    user('userId', 'Follower', { description: 'The user who follows the record.', readOnly: true, list: true }),
  ],
  sections: [detailInfo],
  defaultSection: 'detail-info',
  traits: { lockable: false, undoable: false, undoOpenLink: false, shareable: false, followable: false, parented: true },
};
