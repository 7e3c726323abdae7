// /setup/user: the company's users with their roles and flags, invite and update (administrators; the api decides).
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { UserModel } from '../../upstream/types';
import { builder } from '../builder';
import { NotFoundError, PermissionError, ValidationError, mutate } from '../errors';
import { UserRef } from '../users';

/** What the api's user model carries for setup besides the User fields. */
type SetupUserModel = UserModel & { isActive?: boolean; isVerified?: boolean };

builder.objectFields(UserRef, (t) => ({
  role: t.string({ description: "The raw role string, e.g. 'crm,project' or 'all'.", resolve: (u) => u.userRole ?? '' }),
  isAdministrator: t.boolean({
    description: 'Whether the user administers the company account.',
    resolve: (u) => Boolean(u.isAdministrator),
  }),
  isActive: t.boolean({
    description: 'False when deactivated (cannot sign in).',
    resolve: (u) => (u as SetupUserModel).isActive !== false,
  }),
  invitationPending: t.boolean({
    description: 'True while an invited user has not set a password from the invitation (an administrator may resend it).',
    resolve: (u) => (u as SetupUserModel).isVerified === false,
  }),
}));

const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

const UserSavedSuccess = builder.objectRef<{ __typename: 'UserSavedSuccess'; user: UserModel }>('UserSavedSuccess').implement({
  description: 'The user was invited or saved.',
  isTypeOf: isType('UserSavedSuccess'),
  fields: (t) => ({ user: t.field({ type: UserRef, description: 'The user as saved.', resolve: (s) => s.user }) }),
});

const SaveUserPayload = builder.errorUnion('SaveUserPayload', {
  description: 'Result of inviteUser and updateUser.',
  types: [UserSavedSuccess, ValidationError, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

const InviteUserInput = builder.inputType('InviteUserInput', {
  description: 'A new user of the company.',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    email: t.string({ required: true, description: 'Email address (the sign-in name).' }),
    jobTitle: t.string({ description: 'Job title.' }),
    role: t.string({ required: true, description: 'Role tokens, comma-separated: all, crm, project, support, free, crm_admin, …' }),
    isAdministrator: t.boolean({ required: true, description: 'Administrator of the company account.' }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'Changes to a user; absent fields are kept.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the user.' }),
    firstName: t.string({ description: 'First name.' }),
    lastName: t.string({ description: 'Last name.' }),
    jobTitle: t.string({ description: 'Job title.' }),
    role: t.string({ description: 'Role tokens, comma-separated.' }),
    isAdministrator: t.boolean({ description: 'Administrator of the company account.' }),
    isActive: t.boolean({ description: 'False deactivates the user (signed out at once).' }),
  }),
});

function userRowId(id: string | number): number {
  const raw = String(id);
  try {
    const decoded = decodeGlobalID(raw);
    if (decoded.typename === 'User' && /^\d+$/.test(decoded.id)) return Number(decoded.id);
  } catch {
    // not a global id
  }
  throw new NotFoundError('User not found');
}

const InvitationSentSuccess = builder
  .objectRef<{ __typename: 'InvitationSentSuccess'; message: string; sent: number }>('InvitationSentSuccess')
  .implement({
    description: 'A new invitation was created (earlier links stop working) and mailed when a mail service is configured.',
    isTypeOf: isType('InvitationSentSuccess'),
    fields: (t) => ({
      message: t.exposeString('message', { description: "What happened, e.g. 'Invitation is sent'." }),
      sent: t.exposeInt('sent', { description: 'How many messages went out (0 without a mail service).' }),
    }),
  });

const ResendInvitationPayload = builder.errorUnion('ResendInvitationPayload', {
  description: 'Result of resendInvitation.',
  types: [InvitationSentSuccess, ValidationError, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

builder.queryFields((t) => ({
  companyUsers: t.field({
    type: [UserRef],
    description: "Every user of the signed-in user's company, active or not (setup's user list).",
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => {
      const res = await ctx.upstream.call<{ data: UserModel[] }>('GET', '/api/User/List');
      for (const u of res.data) ctx.loaders.users.prime(u.id, u);
      return res.data;
    },
  }),
}));

builder.mutationFields((t) => ({
  inviteUser: t.field({
    type: SaveUserPayload,
    description: 'Invites a user to the company (administrators only).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: InviteUserInput, required: true, description: 'The new user.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ model: UserModel }>('POST', '/api/User/Add', {
          body: { ...input, userRole: input.role, role: undefined },
        });
        return { __typename: 'UserSavedSuccess' as const, user: res.model };
      }),
  }),
  resendInvitation: t.field({
    type: ResendInvitationPayload,
    description: 'Sends a new invitation to a user who has not set a password yet (administrators only).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the user.' }) },
    resolve: (_p, { id }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ sent: number; message: string }>('POST', `/api/User/ResendInvitation/${userRowId(id)}`);
        return { __typename: 'InvitationSentSuccess' as const, ...res };
      }),
  }),
  updateUser: t.field({
    type: SaveUserPayload,
    description: 'Changes a user: names, roles, administrator flag, active (administrators only; one active administrator always stays).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateUserInput, required: true, description: 'The user and the changes.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { id, role, ...rest } = input;
        const body = Object.fromEntries(Object.entries({ ...rest, userRole: role }).filter(([, v]) => v !== null && v !== undefined));
        const res = await ctx.upstream.call<{ model: UserModel }>('PUT', `/api/User/Update/${userRowId(id)}`, { body });
        return { __typename: 'UserSavedSuccess' as const, user: res.model };
      }),
  }),
}));
