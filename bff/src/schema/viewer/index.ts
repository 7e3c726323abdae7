import { encodeGlobalID } from '@pothos/plugin-relay';
import { UpstreamError } from '../../upstream/client';
import type { InitialData, MenuGroup, MenuItem } from '../../upstream/types';
import { builder } from '../builder';
import { UserRef } from '../users';
import { ViewerRef, loadViewer } from './ref';
import { parseRowId } from '../common/row-id';

type CompanyShape = InitialData['company'] & { __typename: 'Company' };
type PreferenceShape = NonNullable<InitialData['session']['preference']>;

export const CompanyRef = builder.objectRef<CompanyShape>('Company');
builder.node(CompanyRef, {
  description: "The signed-in user's company account.",
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'Company',
  id: { resolve: (c) => c.id, parse: parseRowId, description: 'Global id of the company.' },
  loadWithoutCache: async (id: number, ctx) => {
    const data = await ctx.loaders.initialData();
    return data.company.id === id ? { ...data.company, __typename: 'Company' as const } : null;
  },
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (c) => c.id }),
    name: t.string({ description: 'Company name.', resolve: (c) => c.name }),
  }),
});

type WorkingDay = { day: number; isWorking: boolean; start: string; end: string };
const DEFAULT_WORKING_HOURS: WorkingDay[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  isWorking: day >= 1 && day <= 5,
  start: '09:00',
  end: '17:00',
}));

const WorkingDayRef = builder.objectRef<WorkingDay>('WorkingDay').implement({
  description: 'The working hours of one weekday.',
  fields: (t) => ({
    day: t.int({ description: 'Weekday, 0 = Sunday.', resolve: (d) => d.day }),
    isWorking: t.boolean({ description: 'Whether the user works that day.', resolve: (d) => d.isWorking }),
    start: t.string({ description: 'Start of the working day, "HH:mm".', resolve: (d) => d.start }),
    end: t.string({ description: 'End of the working day, "HH:mm".', resolve: (d) => d.end }),
  }),
});

const PreferencesRef = builder.objectRef<PreferenceShape>('Preferences').implement({
  description: "The signed-in user's preferences.",
  fields: (t) => ({
    modalSize: t.string({
      nullable: true,
      description: "Edit pane size; 'large' adds a large layout.",
      resolve: (p) => p.modalSize ?? null,
    }),
    sessionTimeout: t.int({ nullable: true, description: 'Session timeout in minutes.', resolve: (p) => p.sessionTimeout ?? null }),
    calendarStartDay: t.int({
      nullable: true,
      description: 'First day of the week in the calendar (0 = Sunday).',
      resolve: (p) => p.calendarStartDay ?? null,
    }),
    streamFilterOption: t.string({
      nullable: true,
      description: 'Filter of the home stream.',
      resolve: (p) => p.streamFilterOption ?? null,
    }),
    dateFormat: t.string({
      description: 'How the user types and reads dates (date-fns pattern, e.g. "MM/dd/yyyy").',
      resolve: (p) => p.dateFormat ?? 'MM/dd/yyyy',
    }),
    timeFormat: t.string({
      description: 'How the user types and reads times (date-fns pattern, e.g. "h:mm a").',
      resolve: (p) => p.timeFormat ?? 'h:mm a',
    }),
    timeZone: t.string({
      description:
        'IANA time zone the user counts days and local times in (calendar ranges, "today", all-day events); UTC until chosen (the company has no zone setting). The web shows every date and time in it.',
      resolve: (p) => p.timeZone ?? 'UTC',
    }),
    timeZoneChosen: t.boolean({
      description:
        "Whether the user picked timeZone. Until then it is UTC, and the web saves the browser's zone as the preference at sign-in (when it differs).",
      resolve: (p) => p.timeZoneChosen ?? false,
    }),
    workingHours: t.field({
      type: [WorkingDayRef],
      description: 'Working hours per weekday: a date typed without a time takes the start or end of that day.',
      resolve: (p) => p.workingHours ?? DEFAULT_WORKING_HOURS,
    }),
  }),
});

const MenuItemRef = builder.objectRef<MenuItem>('MenuItem').implement({
  description: 'An entry of the main menu.',
  fields: (t) => ({
    key: t.string({ description: 'Stable key of the entry.', resolve: (i) => i.key }),
    label: t.string({ description: 'Text shown.', resolve: (i) => i.label }),
    url: t.string({ description: 'Path in the web app.', resolve: (i) => i.url }),
    isLocked: t.boolean({
      description: "Locked when the user's plan lacks the module: open the upgrade pane.",
      resolve: (i) => Boolean(i.isLocked),
    }),
    isPromotion: t.boolean({
      description: 'Reached through a running trial only: the first visit shows the promotion pane.',
      resolve: (i) => Boolean(i.isPromotion),
    }),
    tooltip: t.string({
      nullable: true,
      description: 'Why the entry is locked, or until when a trial gives it.',
      resolve: (i) => i.tooltip ?? null,
    }),
  }),
});

const MenuGroupRef = builder.objectRef<MenuGroup>('MenuGroup').implement({
  description: 'A group of the main menu (crm, support, marketing, project, general, library).',
  fields: (t) => ({
    key: t.string({ description: 'Stable key of the group.', resolve: (g) => g.key }),
    label: t.string({ description: 'Text shown.', resolve: (g) => g.label }),
    items: t.field({ type: [MenuItemRef], description: 'Entries of the group.', resolve: (g) => g.items ?? [] }),
  }),
});

const rolesOf = (v: InitialData) =>
  v.session.userRole
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

ViewerRef.implement({
  description: 'The signed-in user: identity, roles, preferences, menu and notifications.',
  fields: (t) => ({
    id: t.id({ description: 'Stable id of the viewer (per user).', resolve: (v) => encodeGlobalID('Viewer', v.session.userId) }),
    user: t.field({ type: UserRef, description: 'The signed-in user as a User.', resolve: (v) => v.session.userId }),
    username: t.string({ description: 'Sign-in name.', resolve: (v) => v.session.username }),
    role: t.string({ description: "The raw role string, e.g. 'crm,project' or 'all'.", resolve: (v) => v.session.userRole }),
    roles: t.stringList({ description: 'The role tokens, e.g. ["crm", "project"].', resolve: rolesOf }),
    isAdministrator: t.boolean({
      description: 'Whether the user administers the company account.',
      resolve: (v) => Boolean(v.session.isAdministrator),
    }),
    isFree: t.boolean({
      description: 'Whether the user is on the free plan (gets upgrade prompts).',
      resolve: (v) => rolesOf(v).includes('free'),
    }),
    fullName: t.string({ description: 'Display name.', resolve: (v) => v.session.fullName }),
    company: t.field({
      type: CompanyRef,
      description: "The user's company account.",
      resolve: (v) => ({ ...v.company, __typename: 'Company' as const }),
    }),
    preferences: t.field({ type: PreferencesRef, description: 'Preferences of the user.', resolve: (v) => v.session.preference ?? {} }),
    mainMenu: t.field({
      type: [MenuGroupRef],
      description: 'The main menu, with locked entries flagged.',
      resolve: (v) => v.mainMenu ?? [],
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in user, or null when nobody is signed in (or the session expired).',
    resolve: async (_p, _a, ctx) => {
      if (!ctx.token) return null;
      try {
        return await loadViewer(ctx);
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 401) return null;
        throw err;
      }
    },
  }),
}));
