// Project record types.
import {
  activitySections,
  closingSections,
  date,
  detailInfo,
  money,
  ref,
  related,
  salesSections,
  select,
  text,
  updates,
  user,
} from './fields';
import type { RecordTypeDef } from './types';

export const project: RecordTypeDef = {
  objectName: 'Project',
  urlSegment: 'project',
  label: 'Project',
  pluralLabel: 'Projects',
  listField: 'projects',
  module: 'project',
  description: 'Work delivered for an organization, with dates, a budget and tasks.',
  table: 'projects',
  nameFields: ['name'],
  fields: [
    text('name', 'Project Name', { description: 'Name of the project.', required: true, list: true }),
    ref('organizationId', 'Organization', 'Organization', { description: 'The client organization.', list: true }),
    user('projectManagerId', 'Project Manager', { description: 'The user who runs the project.' }),
    date('startDate', 'Start Date', { description: 'Planned start.', list: true }),
    date('endDate', 'End Date', { description: 'Planned end.', list: true }),
    select('projectStatus', 'Project Status', ['Not Started', 'In Progress', 'On Hold', 'Completed', 'Cancelled'], {
      description: 'Where the project stands.',
      list: true,
    }),
    money('budget', 'Budget', { description: 'Approved budget.', list: true }),
  ],
  sections: [
    detailInfo,
    updates,
    related('project-amendment', 'Amendments', 'ProjectAmendment', 'projectId'),
    ...activitySections,
    ...salesSections,
    ...closingSections,
  ],
  defaultSection: 'updates',
  traits: { lockable: true, undoable: true, undoOpenLink: true, shareable: true, followable: true, opensDetailAfterSave: true },
};

export const projectAmendment: RecordTypeDef = {
  objectName: 'ProjectAmendment',
  urlSegment: 'project-amendment',
  label: 'Project Amendment',
  pluralLabel: 'Project Amendments',
  listField: 'projectAmendments',
  module: 'project',
  description: "A change to a project's scope, budget or dates.",
  table: 'project_amendments',
  nameFields: ['name'],
  fields: [
    text('name', 'Amendment', { description: 'What changes.', required: true, list: true }),
    ref('projectId', 'Project', 'Project', { description: 'The amended project.', list: true, required: true }),
    date('amendmentDate', 'Amendment Date', { description: 'When the amendment was agreed.', list: true }),
    money('amount', 'Amount', { description: 'Change to the budget.', list: true }),
    select('amendmentStatus', 'Amendment Status', ['Proposed', 'Approved', 'Rejected'], { description: 'Approval state.', list: true }),
  ],
  sections: [detailInfo, updates, ...activitySections, ...closingSections],
  defaultSection: 'updates',
  traits: { lockable: true, undoable: false, undoOpenLink: false, shareable: true, followable: true },
};
