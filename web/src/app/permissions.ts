/** Roles arrive as tokens; a raw comma-separated role string is tolerated too. */
function tokens(roles: readonly string[]): string[] {
  return roles
    .flatMap((r) => r.split(','))
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
}

/** Non-admins with an `_admin` role see the Setup link only (spec: profile panel). */
export function hasModuleAdminRole(roles: readonly string[]): boolean {
  return tokens(roles).some((r) => r.endsWith('_admin'));
}

/** Record permission that allows saving (the api: writes need write or lock). */
export function canSaveRecord(permission: string | null | undefined): boolean {
  return permission === 'WRITE' || permission === 'LOCK';
}
