// Roles and per-record permissions (read < write < lock), the same rule for every record type:
// administrator or owner → lock; a role of the type's module → write, else read; a locked record → read
// for everyone but its owner and administrators; a share (to the user or a group of theirs) raises.
import type { RecordModule } from '../../../contract';
import type { UserRow } from '../context';

export type Permission = 'read' | 'write' | 'lock';
/** Record modules plus the menu-only ones. */
export type Module = RecordModule | 'marketing' | 'library';

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

export type PermissionUser = Pick<UserRow, 'id' | 'role' | 'isAdministrator'>;

export interface LockableRecord {
  ownerId: number;
  isLocked: boolean;
}

export function recordPermission(
  user: PermissionUser,
  module: RecordModule,
  record: LockableRecord,
  share?: Permission | null,
): Permission {
  if (user.isAdministrator || record.ownerId === user.id) return 'lock';
  let p: Permission = hasModule(user.role, module) ? 'write' : 'read';
  if (record.isLocked) p = 'read';
  return share ? maxPermission(p, share) : p;
}

/** Permission for a record that does not exist yet ("new"): write when the user may add one of the module. */
export const newRecordPermission = (user: Pick<UserRow, 'role' | 'isAdministrator'>, module: RecordModule): Permission =>
  user.isAdministrator || hasModule(user.role, module) ? 'write' : 'read';
