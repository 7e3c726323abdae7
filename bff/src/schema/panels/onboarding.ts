// Onboarding: the checklist per feature (`GET /api/UserDashboard/Onboard`), completing and resetting items,
// sections or all, the videos, the home's flags (`GET /api/Home/InitialData`), hiding the checklist, and the
// administrators' "Delete demo data".
import type { Context } from '../../context';
import { builder } from '../builder';
import { PermissionError, ValidationError, mutate } from '../errors';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';

interface ItemModel {
  value: string;
  isCompleted: boolean;
  isVideo: boolean;
  isModal: boolean;
  url: string;
}
interface ChecklistModel {
  feature: string;
  features: string[];
  sections: { value: string; items: ItemModel[] }[];
}
interface HomeInitialData {
  showWelcome: boolean;
  showOnboard: boolean;
  showExplorer: boolean;
  hasDemoData: boolean;
  canDeleteDemoData: boolean;
  pushPublicKey: string | null;
}

const homeData = (ctx: Context) => ctx.loaders.get<HomeInitialData>('/api/Home/InitialData');

const ItemRef = builder.objectRef<ItemModel>('OnboardingItem').implement({
  description: 'An item of the onboarding checklist: a video (opens in a new tab), a questionnaire (a modal) or a link.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'What to do, e.g. "Watch the welcome video".' }),
    isCompleted: t.exposeBoolean('isCompleted', { description: 'Done by the signed-in user.' }),
    isVideo: t.exposeBoolean('isVideo', { description: 'A video: watching it marks it complete.' }),
    isModal: t.exposeBoolean('isModal', { description: 'A questionnaire shown in a modal.' }),
    url: t.exposeString('url', { description: 'Where it leads (the video, or a page of the app).' }),
  }),
});
const SectionRef = builder.objectRef<ChecklistModel['sections'][number]>('OnboardingSection').implement({
  description: 'A section of the onboarding checklist.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'Its title.' }),
    items: t.field({ type: [ItemRef], description: 'Its items, in order.', resolve: (s) => s.items }),
  }),
});
const ChecklistRef = builder.objectRef<ChecklistModel>('OnboardingChecklist').implement({
  description: "One feature's tab of the onboarding checklist, with the signed-in user's progress.",
  fields: (t) => ({
    feature: t.exposeString('feature', { description: 'The feature, e.g. "free" or "crm".' }),
    features: t.exposeStringList('features', { description: 'Every feature with a tab, "free" first.' }),
    sections: t.field({ type: [SectionRef], description: 'Its sections.', resolve: (c) => c.sections }),
  }),
});
const VideoRef = builder
  .objectRef<{ feature: string; section: string; value: string; url: string; isCompleted: boolean }>('OnboardingVideo')
  .implement({
    description: 'A walkthrough video of the checklist.',
    fields: (t) => ({
      feature: t.exposeString('feature', { description: 'Its feature.' }),
      section: t.exposeString('section', { description: 'Its section.' }),
      title: t.exposeString('value', { description: 'Its title.' }),
      url: t.exposeString('url', { description: 'The embeddable player address.' }),
      isCompleted: t.exposeBoolean('isCompleted', { description: 'Watched.' }),
    }),
  });

builder.objectFields(ViewerRef, (t) => ({
  onboarding: t.field({
    type: ChecklistRef,
    description: 'The onboarding checklist of one feature (default "free").',
    args: { feature: t.arg.string({ description: 'The feature tab.' }) },
    resolve: (_v, { feature }, ctx) => ctx.loaders.get<ChecklistModel>('/api/UserDashboard/Onboard', { feature: feature ?? 'free' }),
  }),
  onboardingVideos: t.field({
    type: [VideoRef],
    description: 'The walkthrough videos (the home video page).',
    resolve: async (_v, _a, ctx) => (await ctx.loaders.get<{ data: never[] }>('/api/UserDashboard/Video')).data,
  }),
  showOnboard: t.boolean({
    description: 'Whether the user keeps the onboarding checklist shown.',
    resolve: async (_v, _a, ctx) => (await homeData(ctx)).showOnboard,
  }),
  showExplorer: t.boolean({
    description: 'Whether the Explorer panel is on for the user.',
    resolve: async (_v, _a, ctx) => (await homeData(ctx)).showExplorer,
  }),
  hasDemoData: t.boolean({
    description: 'The company still has the demo records.',
    resolve: async (_v, _a, ctx) => (await homeData(ctx)).hasDemoData,
  }),
  canDeleteDemoData: t.boolean({
    description: 'Administrators alone may delete the demo data.',
    resolve: async (_v, _a, ctx) => (await homeData(ctx)).canDeleteDemoData,
  }),
  pushPublicKey: t.string({
    nullable: true,
    description: 'The web-push (VAPID) public key, when push is on.',
    resolve: async (_v, _a, ctx) => (await homeData(ctx)).pushPublicKey,
  }),
}));

const ChecklistPayload = builder.objectRef<{ __typename: 'OnboardingPayload'; checklist: ChecklistModel }>('OnboardingPayload').implement({
  description: 'The checklist tab after the change.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'OnboardingPayload',
  fields: (t) => ({ checklist: t.field({ type: ChecklistRef, description: 'The tab.', resolve: (p) => p.checklist }) }),
});

const OnboardingInput = builder.inputType('OnboardingInput', {
  description: 'Which items: a feature, optionally a section, optionally one activity of it.',
  fields: (t) => ({
    feature: t.string({ required: true, description: 'The feature tab.' }),
    section: t.string({ description: 'A section (default: all of the feature).' }),
    activity: t.string({ description: 'One item of the section (default: all of the section).' }),
    isCompleted: t.boolean({ description: 'Done (default) or not done.' }),
  }),
});

const OnboardingResult = builder.errorUnion('OnboardingResult', {
  description: 'Result of completeOnboarding and resetOnboarding.',
  types: [ChecklistPayload, ValidationError],
  omitDefaultTypes: true,
});

const DeleteDemoDataSuccess = builder
  .objectRef<{ __typename: 'DeleteDemoDataSuccess'; message: string; removed: number; viewer: ViewerSource }>('DeleteDemoDataSuccess')
  .implement({
    description: 'The demo records are gone.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'DeleteDemoDataSuccess',
    fields: (t) => ({
      message: t.exposeString('message', { description: 'The spec\'s "Demo data is deleted".' }),
      removed: t.exposeInt('removed', { description: 'How many records were removed.' }),
      viewer: t.field({ type: ViewerRef, description: 'The viewer.', resolve: (s) => s.viewer }),
    }),
  });
const DeleteDemoDataPayload = builder.errorUnion('DeleteDemoDataPayload', {
  description: 'Result of deleteDemoData.',
  types: [DeleteDemoDataSuccess, PermissionError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  completeOnboarding: t.field({
    type: OnboardingResult,
    description: 'Marks onboarding items done (or not): one item, a section, or the whole feature.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: OnboardingInput, required: true, description: 'The items.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const query = {
          feature: input.feature,
          section: input.section ?? undefined,
          activity: input.activity ?? undefined,
          isCompleted: String(input.isCompleted ?? true),
        };
        const checklist = await ctx.upstream.call<ChecklistModel>('POST', '/api/UserDashboard/OnboardComplete', { query });
        ctx.loaders.clear();
        return { __typename: 'OnboardingPayload' as const, checklist };
      }),
  }),
  resetOnboarding: t.field({
    type: OnboardingResult,
    description: 'Resets a section of the checklist (or the whole feature) to not done.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: OnboardingInput, required: true, description: 'The section.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const checklist = await ctx.upstream.call<ChecklistModel>('POST', '/api/UserDashboard/OnboardReset', {
          query: { feature: input.feature, section: input.section ?? undefined },
        });
        ctx.loaders.clear();
        return { __typename: 'OnboardingPayload' as const, checklist };
      }),
  }),
  setShowOnboard: t.field({
    type: ViewerRef,
    description: 'Shows or hides the onboarding checklist for the signed-in user.',
    authScopes: { authenticated: true },
    args: { show: t.arg.boolean({ required: true, description: 'Shown.' }) },
    resolve: async (_p, { show }, ctx) => {
      await ctx.upstream.call('PUT', '/api/UserOption/Update', { query: { optionName: 'showOnboard', optionValue: String(show) } });
      ctx.loaders.clear();
      return loadViewer(ctx);
    },
  }),
  deleteDemoData: t.field({
    type: DeleteDemoDataPayload,
    description: 'Administrators: removes every demo record of the company, and nothing else.',
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ message: string; removed: number }>('POST', '/api/Company/DeleteDemoData');
        ctx.loaders.clear();
        return { __typename: 'DeleteDemoDataSuccess' as const, ...res, viewer: await loadViewer(ctx) };
      }),
  }),
}));
