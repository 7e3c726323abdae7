// The subscription confirmation page (/home/confirm-subscription): one query whose role sections are typed
// objects, and `confirmSubscription`. Prices come with the page so the web shows subtotals and the total live;
// the api recomputes both (and the free/inactive transitions) from the selection when confirming.
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { UserModel } from '../../upstream/types';
import { builder } from '../builder';
import { NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { UserRef } from '../users';

interface PageUser {
  id: number;
  fullName: string;
  email: string;
  userRole: string;
}
interface SectionModel {
  role: string;
  trialEndDate: string | null;
  daysLeft: number | null;
  price: number;
  displayPrice: number;
  periodPrice: number;
  subTotal: number;
  totalSelected: number;
  roleUserList: (PageUser & { selected: boolean; roleAccess: boolean; roleAdmin: boolean })[];
}
interface PageModel {
  paymentInterval: 'monthly' | 'yearly';
  trialSectionList: SectionModel[];
  freeUserList: PageUser[];
  inactiveUserList: PageUser[];
  totalFreeUser: number;
  total: number;
}

// The spec's annual-per-month display constants, so the page can switch interval without a round trip (the api
// computes what is charged).
const ANNUAL_SHOWN: Record<string, number> = { crm: 17, project: 21, support: 8 };

const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

export const PaymentIntervalEnum = builder.enumType('PaymentInterval', {
  description: 'How often the subscription is billed (default monthly).',
  values: {
    MONTHLY: { value: 'monthly', description: 'Billed each month at the monthly price.' },
    YEARLY: { value: 'yearly', description: 'Billed each year: 10 times the monthly price.' },
  } as const,
});

export const ExtensionEnum = builder.enumType('Extension', {
  description: 'A paid extension: crm, project, support, or all (the complete suite).',
  values: {
    CRM: { value: 'crm', description: 'Sales (CRM).' },
    PROJECT: { value: 'project', description: 'Projects.' },
    SUPPORT: { value: 'support', description: 'Support.' },
    ALL: { value: 'all', description: 'The complete suite.' },
  } as const,
});

/** The User a page entry names, from the api's entry (no extra call: the fields are all there). */
const asUser = (u: PageUser): UserModel => ({
  id: u.id,
  username: u.email,
  fullName: u.fullName,
  emailAddressList: [{ email: u.email, isPrimary: true }],
  userRole: u.userRole,
});

const SubscriptionUserRef = builder.objectRef<SectionModel['roleUserList'][number]>('SubscriptionSectionUser').implement({
  description: 'A user in a role section: whether they are selected for upgrade.',
  fields: (t) => ({
    user: t.field({ type: UserRef, description: 'The user.', resolve: (u) => asUser(u) }),
    selected: t.boolean({
      description: 'Selected for this role when the page opened (the user has the role today).',
      resolve: (u) => u.selected,
    }),
    roleAccess: t.boolean({ description: 'Whether the user has access to the role now.', resolve: (u) => u.roleAccess }),
    roleAdmin: t.boolean({ description: 'Whether the user administers this role (or the company).', resolve: (u) => u.roleAdmin }),
  }),
});

const SubscriptionSectionRef = builder.objectRef<SectionModel>('SubscriptionSection').implement({
  description: 'One extension to subscribe to, with the users to select and its prices.',
  fields: (t) => ({
    role: t.field({ type: ExtensionEnum, description: 'The extension.', resolve: (s) => s.role as 'crm' }),
    trialEndDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its trial ends (null when not in trial).',
      resolve: (s) => s.trialEndDate,
    }),
    daysLeft: t.int({ nullable: true, description: 'Days left of the trial.', resolve: (s) => s.daysLeft }),
    monthlyPrice: t.int({ description: 'Price per user per month on the monthly plan.', resolve: (s) => s.price }),
    yearlyPrice: t.int({
      description: 'Price per user per year on the yearly plan (10 × the monthly price).',
      resolve: (s) => s.price * 10,
    }),
    yearlyPricePerMonth: t.int({
      description: 'The yearly plan’s price per user shown per month (the spec’s 17, 21, 8, 41).',
      resolve: (s) => ANNUAL_SHOWN[s.role] ?? 41,
    }),
    subTotal: t.int({ description: 'Subtotal of the selected users for the requested interval.', resolve: (s) => s.subTotal }),
    totalSelected: t.int({ description: 'Users selected when the page opened.', resolve: (s) => s.totalSelected }),
    users: t.field({ type: [SubscriptionUserRef], description: 'The company’s active users.', resolve: (s) => s.roleUserList }),
  }),
});

const SubscriptionPageRef = builder.objectRef<PageModel>('SubscriptionPage').implement({
  description: 'Everything the subscription confirmation shows.',
  fields: (t) => ({
    paymentInterval: t.field({
      type: PaymentIntervalEnum,
      description: 'The interval the prices are for.',
      resolve: (p) => p.paymentInterval,
    }),
    sections: t.field({ type: [SubscriptionSectionRef], description: 'One section per extension.', resolve: (p) => p.trialSectionList }),
    freeUsers: t.field({ type: [UserRef], description: 'Users on a free seat.', resolve: (p) => p.freeUserList.map(asUser) }),
    inactiveUsers: t.field({ type: [UserRef], description: 'Deactivated users.', resolve: (p) => p.inactiveUserList.map(asUser) }),
    totalFreeUser: t.int({ description: 'Free seats of the company.', resolve: (p) => p.totalFreeUser }),
    total: t.int({ description: 'Total of the initial selection for the interval.', resolve: (p) => p.total }),
  }),
});

const ConfirmSubscriptionSuccess = builder
  .objectRef<{
    __typename: 'ConfirmSubscriptionSuccess';
    message: string;
    total: number;
    paymentInterval: 'monthly' | 'yearly';
    cardLast4: string;
  }>('ConfirmSubscriptionSuccess')
  .implement({
    description: 'The subscription is confirmed: show the message and go home.',
    isTypeOf: isType('ConfirmSubscriptionSuccess'),
    fields: (t) => ({
      message: t.string({ description: '"Your trial has been confirmed."', resolve: (s) => s.message }),
      total: t.int({ description: 'The amount charged, as the server computed it.', resolve: (s) => s.total }),
      paymentInterval: t.field({ type: PaymentIntervalEnum, description: 'The billing interval.', resolve: (s) => s.paymentInterval }),
      cardLast4: t.string({ description: 'Last four digits of the card charged.', resolve: (s) => s.cardLast4 }),
    }),
  });

const ConfirmSubscriptionPayload = builder.errorUnion('ConfirmSubscriptionPayload', {
  description: 'Result of confirmSubscription.',
  types: [ConfirmSubscriptionSuccess, ValidationError, PermissionError, NotFoundError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

const BillingInput = builder.inputType('SubscriptionBillingInput', {
  description: 'Billing details and card. The card number and verification code go to the payment processor only.',
  fields: (t) => ({
    firstName: t.string({ description: 'First name.' }),
    lastName: t.string({ description: 'Last name.' }),
    street: t.string({ description: 'Street.' }),
    city: t.string({ description: 'City.' }),
    country: t.string({ description: 'Country.' }),
    cardNumber: t.string({ description: 'Card number.' }),
    verification: t.string({ description: 'Card verification code.' }),
    expiry: t.string({ description: 'Card expiry, MM/YY.' }),
  }),
});
const SectionSelectionInput = builder.inputType('SubscriptionSectionInput', {
  description: 'The users selected in one role section.',
  fields: (t) => ({
    role: t.field({ type: ExtensionEnum, required: true, description: 'The extension.' }),
    userIds: t.idList({ required: true, description: 'Global ids of every user listed in the section.' }),
    selectedUserIds: t.idList({ required: true, description: 'Global ids of the selected users.' }),
  }),
});
const ConfirmSubscriptionInput = builder.inputType('ConfirmSubscriptionInput', {
  description: 'The confirmation: interval, billing, the selection per section and the inactive list.',
  fields: (t) => ({
    paymentInterval: t.field({ type: PaymentIntervalEnum, required: true, description: 'Monthly or yearly.' }),
    billing: t.field({ type: BillingInput, required: true, description: 'Billing details and card.' }),
    sections: t.field({ type: [SectionSelectionInput], required: true, description: 'The selection per section.' }),
    freeUserIds: t.idList({ description: 'Users the page shows as free.' }),
    inactiveUserIds: t.idList({ description: 'Users the page shows as inactive.' }),
  }),
});

function userRowId(id: string | number): number {
  try {
    const decoded = decodeGlobalID(String(id));
    if (decoded.typename === 'User' && /^\d+$/.test(decoded.id)) return Number(decoded.id);
  } catch {
    // fall through
  }
  throw new NotFoundError('User not found');
}

builder.queryFields((t) => ({
  subscriptionPage: t.field({
    type: SubscriptionPageRef,
    description: 'The subscription confirmation page (administrators only; others get a FORBIDDEN error with the spec’s message).',
    authScopes: { authenticated: true },
    args: {
      role: t.arg({ type: ExtensionEnum, description: 'The extension to confirm (all sections when absent).' }),
      paymentInterval: t.arg({ type: PaymentIntervalEnum, description: 'Prices for this interval (default monthly).' }),
    },
    resolve: (_p, { role, paymentInterval }, ctx) =>
      ctx.upstream.call<PageModel>('GET', '/api/Home/ConfirmSubscription', {
        query: { ...(role ? { role } : {}), paymentInterval: paymentInterval ?? 'monthly' },
      }),
  }),
}));

builder.mutationFields((t) => ({
  confirmSubscription: t.field({
    type: ConfirmSubscriptionPayload,
    description: 'Confirms the subscription: charges the card and upgrades the selected users (administrators only).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ConfirmSubscriptionInput, required: true, description: 'The confirmation.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const body = {
          model: input.billing,
          trialSectionList: input.sections.map((s) => {
            const selected = new Set(s.selectedUserIds.map(userRowId));
            const listed = new Set([...s.userIds.map(userRowId), ...selected]);
            return { role: s.role, roleUserList: [...listed].map((id) => ({ id, selected: selected.has(id) })) };
          }),
          freeUserList: (input.freeUserIds ?? []).map((id) => ({ id: userRowId(id) })),
          inactiveUserList: (input.inactiveUserIds ?? []).map((id) => ({ id: userRowId(id) })),
        };
        const res = await ctx.upstream.call<{ message: string; total: number; paymentInterval: 'monthly' | 'yearly'; cardLast4: string }>(
          'POST',
          '/api/Plan/ConfirmSubscription',
          { query: { paymentInterval: input.paymentInterval }, body },
        );
        return { __typename: 'ConfirmSubscriptionSuccess' as const, ...res };
      }),
  }),
}));
