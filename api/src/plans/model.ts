// The plan's rules, as pure functions of rows: the state of each extension at a moment, and which modules a user
// may reach. The api's permission module asks `modulesOf` (through the service) before any record call.
import type { Module } from '../permissions';
import { roleTokens } from '../permissions';
import type { Extension } from './schema';

export type { Extension } from './schema';
export const EXTENSIONS: readonly Extension[] = ['crm', 'project', 'support', 'all'];
/** The three extensions that are modules of their own (`all` is every one of them). */
export const MODULE_EXTENSIONS = ['crm', 'project', 'support'] as const;
export type ModuleExtension = (typeof MODULE_EXTENSIONS)[number];

export const TRIAL_DAYS = 14;
/** The survey extends a trial once, by this many days. */
export const SURVEY_EXTENSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Price per user per month by extension (the spec: crm 25, project 25, support 10, any other role 49). */
export const MONTHLY_PRICE: Record<Extension, number> = { crm: 25, project: 25, support: 10, all: 49 };

export const extensionLabel: Record<Extension, string> = { crm: 'CRM', project: 'Project', support: 'Support', all: 'Complete Suite' };

export const isExtension = (v: unknown): v is Extension => typeof v === 'string' && (EXTENSIONS as readonly string[]).includes(v);

export interface ExtensionRow {
  extension: Extension;
  subscribed: boolean;
  trialStart: Date | null;
  trialEnd: Date | null;
  trialExtended: boolean;
}

export interface SeatRow {
  userId: number;
  extension: Extension;
  roleAccess: boolean;
  roleAdmin: boolean;
  isSalesManager: boolean;
  isSalesPerson: boolean;
}

/** subscribed; trial (running); trialEnded (used, over, not subscribed); available (never trialed, not subscribed). */
export type ExtensionStatus = 'subscribed' | 'trial' | 'trialEnded' | 'available';

export interface ExtensionState {
  extension: Extension;
  status: ExtensionStatus;
  /** The company has used its one trial of this extension. */
  trialUsed: boolean;
  trialStart: Date | null;
  trialEnd: Date | null;
  trialExtended: boolean;
  /** Whole days left of a running trial (0 otherwise). */
  daysLeft: number;
}

export function extensionState(extension: Extension, row: ExtensionRow | undefined, now: Date): ExtensionState {
  const trialStart = row?.trialStart ?? null;
  const trialEnd = row?.trialEnd ?? null;
  const running = trialEnd !== null && now.getTime() < trialEnd.getTime();
  const status: ExtensionStatus = row?.subscribed ? 'subscribed' : running ? 'trial' : trialStart ? 'trialEnded' : 'available';
  return {
    extension,
    status,
    trialUsed: trialStart !== null,
    trialStart,
    trialEnd,
    trialExtended: row?.trialExtended ?? false,
    daysLeft: running ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : 0,
  };
}

/** An extension in these states cannot be trialed (again). */
export const ALREADY_TRIALED_STATUSES: readonly ExtensionStatus[] = ['subscribed', 'trial', 'trialEnded'];

export const isActive = (s: ExtensionState) => s.status === 'subscribed' || s.status === 'trial';

export type CompanyPlan = Record<Extension, ExtensionState>;

export function companyPlan(rows: readonly ExtensionRow[], now: Date): CompanyPlan {
  const byExt = new Map(rows.map((r) => [r.extension, r]));
  return Object.fromEntries(EXTENSIONS.map((e) => [e, extensionState(e, byExt.get(e), now)])) as CompanyPlan;
}

/** The extension whose seat opens a module (marketing is part of CRM); null for modules everyone has. */
export function extensionOfModule(module: Module): ModuleExtension | null {
  if (module === 'crm' || module === 'marketing') return 'crm';
  if (module === 'project' || module === 'support') return module;
  return null;
}

/**
 * Whether a user reaches a module: modules outside every extension are open; otherwise the company must have
 * the extension (or the complete suite) subscribed or in a running trial and the user a seat with role access
 * in it. The freemium plan keeps CRM (not marketing) open to users whose role is `free`.
 */
export function canReachModule(plan: CompanyPlan, seats: readonly SeatRow[], user: { role: string }, module: Module): boolean {
  const ext = extensionOfModule(module);
  if (!ext) return true;
  const seated = (e: Extension) => isActive(plan[e]) && seats.some((s) => s.extension === e && s.roleAccess);
  if (seated(ext) || seated('all')) return true;
  return module === 'crm' && roleTokens(user.role).includes('free');
}

/** The trial offer for an extension: what the company can still do (the spec's retrial rules). */
export function trialOffer(plan: CompanyPlan, extension: Extension) {
  const allTrialed = MODULE_EXTENSIONS.every((e) => plan[e].trialUsed) || plan.all.trialUsed;
  return {
    roleTrialed: plan[extension].trialUsed || plan[extension].status === 'subscribed',
    allTrialed,
    /** Already trialed, but the complete suite may still be trialed for 14 days. */
    canTrialAll: extension !== 'all' && !plan.all.trialUsed && plan.all.status !== 'subscribed' && !allTrialed,
  };
}

export const trialEndFrom = (start: Date, days = TRIAL_DAYS) => new Date(start.getTime() + days * DAY_MS);
