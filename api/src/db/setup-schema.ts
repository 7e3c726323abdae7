// Tables of the setup and subscription screens (company details, billing, the embedded payment processor's card
// vault, payments). Re-exported by schema.ts; kept apart so the shared schema file stays a one-line merge.
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** /setup/company/detail: the company's contact details beside its name (one row per company, made on first save). */
export const companyProfiles = pgTable('company_profiles', {
  companyId: companyRef().primaryKey(),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  street: text('street'),
  city: text('city'),
  postal: text('postal'),
  country: text('country'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The embedded payment processor's card vault. Only what a processor hands back is kept: an opaque token, the
 * last four digits and the expiry. The card number and verification code are never stored anywhere.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    token: text('token').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [index('payment_cards_company_idx').on(t.companyId)],
);

/** A confirmed subscription: who paid, for what, how much (recomputed by the server), with which card token. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentInterval: text('payment_interval').notNull(),
    /** Whole currency units (the prices are whole numbers). */
    amount: integer('amount').notNull(),
    userCount: integer('user_count').notNull(),
    /** The billed sections as `role:count`, e.g. `crm:2,support:1`. */
    lines: text('lines').notNull(),
    cardToken: text('card_token').notNull(),
    cardLast4: text('card_last4').notNull(),
    chargeId: text('charge_id').notNull(),
    billingName: text('billing_name').notNull(),
    billingStreet: text('billing_street').notNull(),
    billingCity: text('billing_city').notNull(),
    billingCountry: text('billing_country'),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [index('subscription_payments_company_idx').on(t.companyId)],
);
