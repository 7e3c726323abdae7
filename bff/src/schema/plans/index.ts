// The plan in GraphQL: the viewer's prompts (trial/upgrade messages, offers), the activate-trial page's query,
// the upgrade pane's content, and the trial mutations with typed payload unions (426 → UpgradeRequiredError).
import type { Context } from '../../context';
import { builder } from '../builder';
import { PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';

interface PlanPromptsShape {
  trialMessage: string | null;
  upgradeMessage: string | null;
  extendTrial: boolean;
  retrialOffer: { role: string; message: string } | null;
  trialOffer: { role: string } | null;
  promotionSeen: boolean;
  extensionList: { role: string; status: string; trialUsed: boolean; trialEndDate: string | null; daysLeft: number; hasAccess: boolean }[];
}
interface TrialUserShape {
  id: number;
  fullName: string;
  email: string;
  isAdministrator: boolean;
  roleAccess: boolean;
  roleAdmin: boolean;
  isSalesManager: boolean;
  isSalesPerson: boolean;
}
interface TrialOfferShape {
  role: string;
  roleLabel: string;
  roleTrialed: boolean;
  allTrialed: boolean;
  canTrialAll: boolean;
  status: string;
  trialEndDate: string | null;
  pricePerUser: number;
  userList: TrialUserShape[];
}
interface UpgradeContentShape {
  title: string;
  availableSection: string;
  mainText: string;
  rightText: string;
}

const ExtensionStateRef = builder.objectRef<PlanPromptsShape['extensionList'][number]>('PlanExtension').implement({
  description: "One extension of the company's plan.",
  fields: (t) => ({
    role: t.exposeString('role', { description: 'crm, project, support or all (the complete suite).' }),
    status: t.exposeString('status', { description: 'subscribed, trial (running), trialEnded or available.' }),
    trialUsed: t.exposeBoolean('trialUsed', { description: 'The company has used its one trial of it.' }),
    trialEndDate: t.field({ type: 'DateTime', nullable: true, description: 'End of the trial.', resolve: (e) => e.trialEndDate }),
    daysLeft: t.exposeInt('daysLeft', { description: 'Whole days left of a running trial.' }),
    hasAccess: t.exposeBoolean('hasAccess', { description: 'The viewer holds a seat (role access) in it.' }),
  }),
});

const RoleOfferRef = builder.objectRef<{ role: string; message?: string }>('PlanRoleOffer').implement({
  description: 'An offer about one extension.',
  fields: (t) => ({
    role: t.exposeString('role', { description: 'The extension (crm, project, support, all).' }),
    message: t.string({ nullable: true, description: "The spec's text of the offer.", resolve: (o) => o.message ?? null }),
  }),
});

const PlanPromptsRef = builder.objectRef<PlanPromptsShape>('PlanPrompts').implement({
  description: "What the shell shows of the company's plan.",
  fields: (t) => ({
    trialMessage: t.string({ nullable: true, description: 'The running trial: days left.', resolve: (p) => p.trialMessage }),
    upgradeMessage: t.string({ nullable: true, description: 'A trial ended without a subscription.', resolve: (p) => p.upgradeMessage }),
    extendTrial: t.boolean({
      description: 'The survey may extend the running trial (administrators, once).',
      resolve: (p) => p.extendTrial,
    }),
    retrialOffer: t.field({
      type: RoleOfferRef,
      nullable: true,
      description: 'A trial of the complete suite is still possible.',
      resolve: (p) => p.retrialOffer,
    }),
    trialOffer: t.field({
      type: RoleOfferRef,
      nullable: true,
      description: 'A trial the company may start (unless dismissed).',
      resolve: (p) => p.trialOffer,
    }),
    promotionSeen: t.boolean({ description: 'The promotion pane was shown once already.', resolve: (p) => p.promotionSeen }),
    extensions: t.field({ type: [ExtensionStateRef], description: 'Every extension of the plan.', resolve: (p) => p.extensionList }),
  }),
});

builder.objectField(ViewerRef, 'plan', (t) =>
  t.field({
    type: PlanPromptsRef,
    description: "The company's plan as the viewer sees it: messages and offers.",
    resolve: (v) => {
      const d = v as ViewerSource & Partial<PlanPromptsShape>;
      return {
        trialMessage: d.trialMessage ?? null,
        upgradeMessage: d.upgradeMessage ?? null,
        extendTrial: d.extendTrial ?? false,
        retrialOffer: d.retrialOffer ?? null,
        trialOffer: d.trialOffer ?? null,
        promotionSeen: d.promotionSeen ?? false,
        extensionList: d.extensionList ?? [],
      };
    },
  }),
);

const TrialUserRef = builder.objectRef<TrialUserShape>('TrialUser').implement({
  description: "A user of the company and their seat in the trial's extension.",
  fields: (t) => ({
    userRowId: t.int({ description: 'The user row id.', resolve: (u) => u.id }),
    fullName: t.exposeString('fullName', { description: 'Display name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
    isAdministrator: t.exposeBoolean('isAdministrator', { description: 'Administers the company account.' }),
    roleAccess: t.exposeBoolean('roleAccess', { description: 'Has access to the extension.' }),
    roleAdmin: t.exposeBoolean('roleAdmin', { description: "Has the extension's admin role." }),
    isSalesManager: t.exposeBoolean('isSalesManager', { description: 'CRM: sales manager.' }),
    isSalesPerson: t.exposeBoolean('isSalesPerson', { description: 'CRM: sales person.' }),
  }),
});

const TrialOfferRef = builder.objectRef<TrialOfferShape>('TrialOffer').implement({
  description: 'The activate-trial page: the trial state of an extension, its users and the price.',
  fields: (t) => ({
    role: t.exposeString('role', { description: 'The extension.' }),
    roleLabel: t.exposeString('roleLabel', { description: 'Its name.' }),
    roleTrialed: t.exposeBoolean('roleTrialed', { description: 'Already trialed (or subscribed): no new trial.' }),
    allTrialed: t.exposeBoolean('allTrialed', { description: 'Every extension was trialed.' }),
    canTrialAll: t.exposeBoolean('canTrialAll', { description: 'A trial of the complete suite is still possible.' }),
    status: t.exposeString('status', { description: 'subscribed, trial, trialEnded or available.' }),
    trialEndDate: t.field({ type: 'DateTime', nullable: true, description: 'End of the trial.', resolve: (o) => o.trialEndDate }),
    pricePerUser: t.exposeInt('pricePerUser', { description: 'Price per user with access, per month.' }),
    users: t.field({ type: [TrialUserRef], description: 'The users of the company.', resolve: (o) => o.userList }),
  }),
});

const UpgradeContentRef = builder.objectRef<UpgradeContentShape>('UpgradeContent').implement({
  description: "The upgrade pane's content for a feature.",
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Title.' }),
    availableSection: t.exposeString('availableSection', { description: 'Where the feature is available.' }),
    mainText: t.exposeString('mainText', { description: 'What it does.' }),
    rightText: t.exposeString('rightText', { description: 'What it includes.' }),
  }),
});

builder.queryFields((t) => ({
  trialOffer: t.field({
    type: TrialOfferRef,
    description: 'The activate-trial page of an extension (crm, project, support, all).',
    authScopes: { authenticated: true },
    args: { role: t.arg.string({ required: true, description: 'The extension.' }) },
    resolve: (_p, { role }, ctx) => ctx.upstream.call<TrialOfferShape>('GET', '/api/Company/TrialUsed', { query: { role } }),
  }),
  upgradeContent: t.field({
    type: UpgradeContentRef,
    nullable: true,
    description: 'The upgrade pane of a locked feature (a main-menu item or module key); null when unknown.',
    authScopes: { authenticated: true },
    args: { feature: t.arg.string({ required: true, description: 'The feature key.' }) },
    resolve: async (_p, { feature }, ctx) => {
      if (!/^[\w-]{1,60}$/.test(feature)) return null;
      return ctx.upstream.call<UpgradeContentShape>('GET', `/Json_Data/Upgrade/${feature}.json`).catch((err: { status?: number }) => {
        if (err.status === 404) return null;
        throw err;
      });
    },
  }),
}));

// ---- mutations ----

const ViewerResult = <T extends string>(name: T, description: string) =>
  builder
    .objectRef<{ __typename: T; message: string | null; viewer: ViewerSource; redirect?: string | null; trialEndDate?: string | null }>(
      name,
    )
    .implement({
      description,
      isTypeOf: (v) => (v as { __typename?: string }).__typename === name,
      fields: (t) => ({
        message: t.string({ nullable: true, description: "The spec's confirmation, when it has one.", resolve: (s) => s.message }),
        trialEndDate: t.field({
          type: 'DateTime',
          nullable: true,
          description: 'End of the trial started or extended.',
          resolve: (s) => s.trialEndDate ?? null,
        }),
        redirect: t.string({ nullable: true, description: 'Where the web app goes next.', resolve: (s) => s.redirect ?? null }),
        viewer: t.field({
          type: ViewerRef,
          description: 'The viewer, with the menu and prompts after the change.',
          resolve: (s) => s.viewer,
        }),
      }),
    });

const StartTrialSuccess = ViewerResult('StartTrialSuccess', 'The trial started.');
const RetrialSuccess = ViewerResult('RetrialSuccess', 'The trial of the complete suite started.');
const TrialSurveySuccess = ViewerResult('TrialSurveySuccess', 'The survey extended the trial.');
const TrialRequestSuccess = ViewerResult('TrialRequestSuccess', "The administrators were told of the user's request.");
const PlanFlagSuccess = ViewerResult('PlanFlagSuccess', 'The prompt flag was stored.');

const StartTrialPayload = builder.errorUnion('StartTrialPayload', {
  description: 'Result of startTrial.',
  types: [StartTrialSuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const StartRetrialPayload = builder.errorUnion('StartRetrialPayload', {
  description: 'Result of startRetrial.',
  types: [RetrialSuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const RequestTrialFromAdminPayload = builder.errorUnion('RequestTrialFromAdminPayload', {
  description: 'Result of requestTrialFromAdmin.',
  types: [TrialRequestSuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const SubmitTrialSurveyPayload = builder.errorUnion('SubmitTrialSurveyPayload', {
  description: 'Result of submitTrialSurvey.',
  types: [TrialSurveySuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const TrackPromotionPayload = builder.errorUnion('TrackPromotionPayload', {
  description: 'Result of trackPromotion.',
  types: [PlanFlagSuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const DismissTrialOfferPayload = builder.errorUnion('DismissTrialOfferPayload', {
  description: 'Result of dismissTrialOffer.',
  types: [PlanFlagSuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const SeatInput = builder.inputType('TrialSeatInput', {
  description: "A current user's access in the trial.",
  fields: (t) => ({
    userRowId: t.int({ required: true, description: 'The user row id.' }),
    roleAccess: t.boolean({ description: 'Access to the extension.' }),
    roleAdmin: t.boolean({ description: "The extension's admin role (implies access)." }),
    isSalesManager: t.boolean({ description: 'CRM sales manager (implies access; not with sales person).' }),
    isSalesPerson: t.boolean({ description: 'CRM sales person (implies access; not with sales manager).' }),
  }),
});
const NewUserInput = builder.inputType('TrialNewUserInput', {
  description: 'A user to invite with access in the trial.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail address (the sign-in name).' }),
    roleAccess: t.boolean({ description: 'Access to the extension.' }),
    roleAdmin: t.boolean({ description: "The extension's admin role." }),
    isSalesManager: t.boolean({ description: 'CRM sales manager.' }),
    isSalesPerson: t.boolean({ description: 'CRM sales person.' }),
  }),
});
const StartTrialInput = builder.inputType('StartTrialInput', {
  description: 'Start the trial of an extension.',
  fields: (t) => ({
    role: t.string({ required: true, description: 'crm, project, support or all.' }),
    users: t.field({ type: [SeatInput], required: true, description: 'Current users and their access.' }),
    newUsers: t.field({ type: [NewUserInput], description: 'Users to invite.' }),
    upgradeFromPath: t.string({ description: 'The page the trial was started from.' }),
  }),
});
const SurveyInput = builder.inputType('TrialSurveyInput', {
  description: "The trial extension survey's five answers (extra_59 to extra_63), all required.",
  fields: (t) => ({
    extra59: t.string({ description: 'Answer 1.' }),
    extra60: t.string({ description: 'Answer 2.' }),
    extra61: t.string({ description: 'Answer 3.' }),
    extra62: t.string({ description: 'Answer 4.' }),
    extra63: t.string({ description: 'Answer 5.' }),
  }),
});

const fresh = async (ctx: Context) => {
  ctx.loaders.clear();
  return loadViewer(ctx);
};

const seatFlags = (s: {
  roleAccess?: boolean | null;
  roleAdmin?: boolean | null;
  isSalesManager?: boolean | null;
  isSalesPerson?: boolean | null;
}) => ({
  roleAccess: s.roleAccess ?? false,
  roleAdmin: s.roleAdmin ?? false,
  isSalesManager: s.isSalesManager ?? false,
  isSalesPerson: s.isSalesPerson ?? false,
});

builder.mutationFields((t) => ({
  startTrial: t.field({
    type: StartTrialPayload,
    description: 'Administrators: start the 14-day trial of an extension for the users given access (once per company).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: StartTrialInput, required: true, description: 'The trial.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const r = await ctx.upstream.call<{ trialEndDate: string }>('POST', '/api/User/StartTrial', {
          query: { role: input.role },
          body: {
            currentUserList: input.users.map((u) => ({ id: u.userRowId, ...seatFlags(u) })),
            newUserList: (input.newUsers ?? []).map((u) => ({ email: u.email, ...seatFlags(u) })),
            upgradeFromPath: input.upgradeFromPath ?? null,
          },
        });
        return { __typename: 'StartTrialSuccess' as const, message: null, trialEndDate: r.trialEndDate, viewer: await fresh(ctx) };
      }),
  }),
  startRetrial: t.field({
    type: StartRetrialPayload,
    description: 'Administrators: the extension was trialed already; trial the complete suite for 14 days instead.',
    authScopes: { authenticated: true },
    args: { role: t.arg.string({ required: true, description: 'The extension already trialed.' }) },
    resolve: (_p, { role }, ctx) =>
      mutate(async () => {
        const r = await ctx.upstream.call<{ trialEndDate: string; redirect: string }>('POST', '/api/Plan/Retrial', { query: { role } });
        return {
          __typename: 'RetrialSuccess' as const,
          message: null,
          trialEndDate: r.trialEndDate,
          redirect: r.redirect,
          viewer: await fresh(ctx),
        };
      }),
  }),
  requestTrialFromAdmin: t.field({
    type: RequestTrialFromAdminPayload,
    description: "A non-administrator asks the company's administrators to start a trial (they get a notification).",
    authScopes: { authenticated: true },
    args: { role: t.arg.string({ required: true, description: 'The extension.' }) },
    resolve: (_p, { role }, ctx) =>
      mutate(async () => {
        const r = await ctx.upstream.call<{ message: string }>('POST', '/api/Plan/RetrialNotifyAdmin', { query: { role } });
        return { __typename: 'TrialRequestSuccess' as const, message: r.message, viewer: await loadViewer(ctx) };
      }),
  }),
  submitTrialSurvey: t.field({
    type: SubmitTrialSurveyPayload,
    description: 'Administrators: the five survey answers extend the running trial once.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SurveyInput, required: true, description: 'The answers.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const r = await ctx.upstream.call<{ message: string }>('POST', '/api/Plan/Survey', {
          body: {
            extra_59: input.extra59 ?? '',
            extra_60: input.extra60 ?? '',
            extra_61: input.extra61 ?? '',
            extra_62: input.extra62 ?? '',
            extra_63: input.extra63 ?? '',
          },
        });
        return { __typename: 'TrialSurveySuccess' as const, message: r.message, viewer: await fresh(ctx) };
      }),
  }),
  trackPromotion: t.field({
    type: TrackPromotionPayload,
    description: 'Records a view of a promotion item (the promotion pane is then shown no more).',
    authScopes: { authenticated: true },
    args: { url: t.arg.string({ required: true, description: 'The promotion item URL.' }) },
    resolve: (_p, { url }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('GET', '/api/Plan/PromotionTracking', { query: { url } });
        return { __typename: 'PlanFlagSuccess' as const, message: null, viewer: await fresh(ctx) };
      }),
  }),
  dismissTrialOffer: t.field({
    type: DismissTrialOfferPayload,
    description: "'Not interested' in the trial offer (persistent; 'Later' is the web's session flag).",
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('POST', '/api/Plan/DismissTrialOffer', { body: { notInterested: true } });
        return { __typename: 'PlanFlagSuccess' as const, message: null, viewer: await fresh(ctx) };
      }),
  }),
}));
