// The viewer's own account (profile, password, preferences), the company details, and the profile panel's
// status calls (resend verification, live chat hours, the running version).
import type { UserModel } from '../../upstream/types';
import { builder } from '../builder';
import { PermissionError, ValidationError, mutate } from '../errors';
import { UserRef } from '../users';

const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

interface CompanyDetailsModel {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  street: string | null;
  city: string | null;
  postal: string | null;
  country: string | null;
}

const CompanyDetailsRef = builder.objectRef<CompanyDetailsModel & { canEdit: boolean }>('CompanyDetails').implement({
  description: 'The company account’s name and contact details (/setup/company/detail).',
  fields: (t) => ({
    name: t.string({ description: 'Company name.', resolve: (c) => c.name }),
    phone: t.string({ nullable: true, description: 'Phone.', resolve: (c) => c.phone }),
    email: t.string({ nullable: true, description: 'Email.', resolve: (c) => c.email }),
    website: t.string({ nullable: true, description: 'Website.', resolve: (c) => c.website }),
    street: t.string({ nullable: true, description: 'Street.', resolve: (c) => c.street }),
    city: t.string({ nullable: true, description: 'City.', resolve: (c) => c.city }),
    postal: t.string({ nullable: true, description: 'Postal code.', resolve: (c) => c.postal }),
    country: t.string({ nullable: true, description: 'Country.', resolve: (c) => c.country }),
    canEdit: t.boolean({ description: 'Whether the viewer may change them (administrators).', resolve: (c) => c.canEdit }),
  }),
});

const ServerStatusRef = builder
  .objectRef<{ serverTime: string; liveChatOnline: boolean; freeSupportDayCount: number; version: string }>('ServerStatus')
  .implement({
    description: 'Server time, live chat availability and the running version (polled by the web).',
    fields: (t) => ({
      serverTime: t.field({ type: 'DateTime', description: 'The server clock.', resolve: (s) => s.serverTime }),
      liveChatOnline: t.boolean({
        description: 'Live chat is online: Monday to Friday 9 to 17 server time, while the free-support day count is 0 or more.',
        resolve: (s) => s.liveChatOnline,
      }),
      freeSupportDayCount: t.int({ description: 'Days of free support left (negative once over).', resolve: (s) => s.freeSupportDayCount }),
      version: t.string({ description: 'The running version; the web offers a reload when it changes.', resolve: (s) => s.version }),
    }),
  });

const ProfileSavedSuccess = builder.objectRef<{ __typename: 'ProfileSavedSuccess'; user: UserModel }>('ProfileSavedSuccess').implement({
  description: 'Your profile was saved.',
  isTypeOf: isType('ProfileSavedSuccess'),
  fields: (t) => ({ user: t.field({ type: UserRef, description: 'You, as saved.', resolve: (s) => s.user }) }),
});
const DoneSuccess = builder.objectRef<{ __typename: 'DoneSuccess'; message: string }>('DoneSuccess').implement({
  description: 'The change was made.',
  isTypeOf: isType('DoneSuccess'),
  fields: (t) => ({ message: t.string({ description: 'A confirmation for the user.', resolve: (s) => s.message }) }),
});
const CompanySavedSuccess = builder
  .objectRef<{ __typename: 'CompanySavedSuccess'; company: CompanyDetailsModel & { canEdit: boolean } }>('CompanySavedSuccess')
  .implement({
    description: 'The company details were saved.',
    isTypeOf: isType('CompanySavedSuccess'),
    fields: (t) => ({ company: t.field({ type: CompanyDetailsRef, description: 'The details as saved.', resolve: (s) => s.company }) }),
  });

const UpdateProfilePayload = builder.errorUnion('UpdateProfilePayload', {
  description: 'Result of updateProfile.',
  types: [ProfileSavedSuccess, ValidationError],
  omitDefaultTypes: true,
});
const AccountChangePayload = builder.errorUnion('AccountChangePayload', {
  description: 'Result of changePassword, updatePreferences and resendVerification.',
  types: [DoneSuccess, ValidationError],
  omitDefaultTypes: true,
});
const UpdateCompanyPayload = builder.errorUnion('UpdateCompanyPayload', {
  description: 'Result of updateCompany.',
  types: [CompanySavedSuccess, ValidationError, PermissionError],
  omitDefaultTypes: true,
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Your own name, job title, email and picture.',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    jobTitle: t.string({ description: 'Job title.' }),
    email: t.string({ required: true, description: 'Email address (also the sign-in name).' }),
    profileImage: t.string({ description: 'URL of the picture (https or a site path).' }),
  }),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'A new password, with the current one.',
  fields: (t) => ({
    currentPassword: t.string({ required: true, description: 'The current password.' }),
    newPassword: t.string({ required: true, description: 'The new password (8 characters or more).' }),
  }),
});
const UpdatePreferencesInput = builder.inputType('UpdatePreferencesInput', {
  description: 'Preferences to change; absent ones are kept.',
  fields: (t) => ({
    modalSize: t.string({ description: "Edit pane size: 'normal' or 'large'." }),
    sessionTimeout: t.int({ description: 'Minutes of inactivity before sign-out (5–1440).' }),
    calendarStartDay: t.int({ description: 'First day of the calendar week (0 = Sunday … 6).' }),
    streamFilterOption: t.string({ description: 'Home stream filter: all, updates, tasks, calls, email, sms, events.' }),
    timeZone: t.string({
      description:
        'IANA time zone (e.g. "Europe/Berlin"): calendar days and ranges, "today", all-day events and the zone new recurring events repeat in are counted in it. An unknown name is refused (field timeZone).',
    }),
  }),
});
const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  description: 'The company name and contact details.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Company name.' }),
    phone: t.string({ description: 'Phone.' }),
    email: t.string({ description: 'Email.' }),
    website: t.string({ description: 'Website.' }),
    street: t.string({ description: 'Street.' }),
    city: t.string({ description: 'City.' }),
    postal: t.string({ description: 'Postal code.' }),
    country: t.string({ description: 'Country.' }),
  }),
});

const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  companyDetails: t.field({
    type: CompanyDetailsRef,
    description: "The signed-in user's company details.",
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => {
      const res = await ctx.upstream.call<{ model: CompanyDetailsModel; permission: string }>('GET', '/api/Company/GetModel');
      return { ...res.model, canEdit: res.permission === 'write' };
    },
  }),
  serverStatus: t.field({
    type: ServerStatusRef,
    description: 'Server time, live chat availability and the running version.',
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => {
      const [time, version] = await Promise.all([
        ctx.upstream.call<{ serverTime: string; liveChatOnline: boolean; freeSupportDayCount: number }>(
          'GET',
          '/api/UserMainMenu/GetServerTime',
        ),
        ctx.upstream.call<{ version: string }>('GET', '/api/UserMainMenu/CurrentVersion'),
      ]);
      return { ...time, version: version.version };
    },
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfilePayload,
    description: 'Saves your own name, job title, email and picture.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'The profile.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ model: UserModel }>('PUT', '/api/User/UpdateProfile', { body: defined(input) });
        return { __typename: 'ProfileSavedSuccess' as const, user: res.model };
      }),
  }),
  changePassword: t.field({
    type: AccountChangePayload,
    description: 'Changes your password (the current one is required); your other sessions end.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true, description: 'Current and new password.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('POST', '/api/User/ChangePassword', { body: input });
        return { __typename: 'DoneSuccess' as const, message: 'Your password has been changed' };
      }),
  }),
  updatePreferences: t.field({
    type: AccountChangePayload,
    description: 'Saves your preferences (modal size, session timeout, calendar start day, stream filter, time zone).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdatePreferencesInput, required: true, description: 'The preferences to change.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('PUT', '/api/User/UpdatePreference', { body: defined(input) });
        return { __typename: 'DoneSuccess' as const, message: 'Item is saved.' };
      }),
  }),
  resendVerification: t.field({
    type: AccountChangePayload,
    description: 'Sends the account verification email again.',
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ message: string }>('POST', '/api/UserMainMenu/ResendVerification');
        return { __typename: 'DoneSuccess' as const, message: res.message };
      }),
  }),
  updateCompany: t.field({
    type: UpdateCompanyPayload,
    description: 'Saves the company name and contact details (administrators only).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateCompanyInput, required: true, description: 'The details.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ model: CompanyDetailsModel }>('PUT', '/api/Company/Update', { body: defined(input) });
        return { __typename: 'CompanySavedSuccess' as const, company: { ...res.model, canEdit: true } };
      }),
  }),
}));
