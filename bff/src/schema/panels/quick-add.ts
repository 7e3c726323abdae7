// The top bar's quick add panel ("Add New"): the general quick actions and the object list, from the catalogue.
import { catalogue, type RecordTypeDef } from '../../../../contract';
import { builder } from '../builder';
import { RecordTypeRef } from '../engine/metadata';

/** The general quick actions: activities a user adds from anywhere. */
const GENERAL = ['Task', 'Call', 'Event'];

/** Role types (leads, customers, suppliers) are organizations or people, and activities are general actions. */
const isObject = (t: RecordTypeDef) => !t.role && t.module !== 'general';

interface QuickAddShape {
  general: RecordTypeDef[];
  objectList: RecordTypeDef[];
}

const QuickAddRef = builder.objectRef<QuickAddShape>('QuickAdd').implement({
  description: 'What the "Add New" panel offers: general quick actions and the object list (each opens its edit pane).',
  fields: (t) => ({
    general: t.field({
      type: [RecordTypeRef],
      description: 'General quick actions: Task, Call and Event.',
      resolve: (q) => q.general,
    }),
    objectList: t.field({
      type: [RecordTypeRef],
      description: 'The record types one can add, in menu order (organizations, people, opportunities, …).',
      resolve: (q) => q.objectList,
    }),
  }),
});

builder.queryFields((t) => ({
  quickAdd: t.field({
    type: QuickAddRef,
    description: 'The quick add panel ("Add New"): each entry says whether the viewer may add one (`canAdd`).',
    authScopes: { authenticated: true },
    resolve: () => ({
      general: GENERAL.map((name) => catalogue.find((c) => c.objectName === name)!),
      objectList: catalogue.filter(isObject),
    }),
  }),
}));
