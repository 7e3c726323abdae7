// Subscription prices (spec: per user per month crm 25, project 25, support 10, any other 49; the annual total is
// 10 × the monthly price; the annual price shown per month is 17, 21, 8 and 41 — the spec's constants, which
// are not annual / 12 rounded, so they are kept as given rather than derived).
export type PaymentInterval = 'monthly' | 'yearly';
export const PAYMENT_INTERVALS = ['monthly', 'yearly'] as const;

/** The extensions a subscription section can be for; `all` is the complete suite. */
export const EXTENSIONS = ['crm', 'project', 'support', 'all'] as const;
export type Extension = (typeof EXTENSIONS)[number];

const MONTHLY: Record<string, number> = { crm: 25, project: 25, support: 10 };
const ANNUAL_SHOWN_PER_MONTH: Record<string, number> = { crm: 17, project: 21, support: 8 };
const OTHER_MONTHLY = 49;
const OTHER_ANNUAL_SHOWN_PER_MONTH = 41;
const MONTHS_BILLED_PER_YEAR = 10;

/** Price of one user per month, on the monthly plan. */
export const monthlyPrice = (role: string) => MONTHLY[role] ?? OTHER_MONTHLY;

/** What one user costs per billing period: a month, or a year (10 × the monthly price). */
export const periodPrice = (role: string, interval: PaymentInterval) =>
  interval === 'yearly' ? monthlyPrice(role) * MONTHS_BILLED_PER_YEAR : monthlyPrice(role);

/** The per-user price shown beside a section: the monthly price, or the annual plan's per-month figure. */
export const displayedMonthlyPrice = (role: string, interval: PaymentInterval) =>
  interval === 'yearly' ? (ANNUAL_SHOWN_PER_MONTH[role] ?? OTHER_ANNUAL_SHOWN_PER_MONTH) : monthlyPrice(role);

export interface SectionLine {
  role: string;
  users: number;
}

/** Subtotal per section and the total of a billing period, always recomputed on the server. */
export function totals(lines: SectionLine[], interval: PaymentInterval) {
  const sections = lines.map((l) => ({ ...l, price: periodPrice(l.role, interval), subTotal: periodPrice(l.role, interval) * l.users }));
  return { sections, total: sections.reduce((sum, s) => sum + s.subTotal, 0) };
}
