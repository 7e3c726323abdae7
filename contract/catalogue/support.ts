// Support record types.
import { activitySections, closingSections, date, detailInfo, ref, salesSections, select, text, updates } from './fields';
import type { RecordTypeDef } from './types';

export const supportCase: RecordTypeDef = {
  objectName: 'Case',
  urlSegment: 'case',
  label: 'Case',
  pluralLabel: 'Cases',
  listField: 'cases',
  module: 'support',
  description: 'A support request from a customer, worked until it is closed.',
  table: 'cases',
  nameFields: ['subject'],
  fields: [
    text('subject', 'Subject', { description: 'What the case is about.', required: true, list: true }),
    text('caseNumber', 'Case Number', { description: 'Reference number given by the server.', max: 20, readOnly: true, list: true }),
    ref('organizationId', 'Organization', 'Organization', { description: 'The customer organization.', list: true }),
    ref('contactId', 'Contact', 'Person', { description: 'The person who reported it.' }),
    select('priority', 'Priority', ['Low', 'Medium', 'High', 'Urgent'], {
      description: 'How urgent the case is.',
      list: true,
      defaultValue: 'Medium',
    }),
    select('caseStatus', 'Case Status', ['New', 'Open', 'Pending', 'Resolved', 'Closed'], {
      description: 'Where the case stands.',
      list: true,
    }),
    select('origin', 'Origin', ['Email', 'Phone', 'Web', 'Chat'], { description: 'How the case came in.', defaultValue: 'Email' }),
    date('dueDate', 'Due Date', { description: 'When it should be resolved.', list: true }),
  ],
  sections: [detailInfo, updates, ...activitySections, ...salesSections, ...closingSections],
  defaultSection: 'updates',
  traits: { lockable: true, undoable: true, undoOpenLink: true, shareable: true, followable: true, opensDetailAfterSave: true },
};
