// Roles and per-record permissions (read < write < lock), exactly as CONTRACT.md states them.
import type { UserRow } from '../context';

export type Permission = 'read' | 'write' | 'lock';
export type Module = 'crm' | 'project' | 'support' | 'marketing' | 'general' | 'library';

const rank: Record<Permission, number> = { read: 0, write: 1, lock: 2 };
export const atLeast = (p: Permission, needed: Permission) => rank[p] >= rank[needed];
export const maxPermission = (a: Permission, b: Permission): Permission => (rank[a] >= rank[b] ? a : b);

/** Role strings are comma-separated tokens; unknown tokens are ignored. */
export const roleTokens = (role: string) =>
  role
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

const moduleRoles: Record<Module, string[] | null> = {
  crm: ['all', 'crm', 'crm_admin', 'free'],
  marketing: ['all', 'crm', 'crm_admin'],
  project: ['all', 'project', 'project_admin'],
  support: ['all', 'support', 'support_admin'],
  general: null, // everyone
  library: null,
};

export function hasModule(role: string, module: Module): boolean {
  const allowed = moduleRoles[module];
  if (!allowed) return true;
  return roleTokens(role).some((t) => allowed.includes(t));
}

export interface LockableRecord {
  ownerId: number;
  isLocked: boolean;
}

export function recordPermission(
  user: Pick<UserRow, 'id' | 'role' | 'isAdministrator'>,
  record: LockableRecord,
  share?: Permission | null,
): Permission {
  if (user.isAdministrator || record.ownerId === user.id) return 'lock';
  let p: Permission = hasModule(user.role, 'crm') ? 'write' : 'read';
  if (record.isLocked) p = 'read';
  return share ? maxPermission(p, share) : p;
}

/** Permission for a record that does not exist yet ("new"): may the user add one? */
export const newRecordPermission = (user: Pick<UserRow, 'role' | 'isAdministrator'>): Permission =>
  user.isAdministrator || hasModule(user.role, 'crm') ? 'write' : 'read';
