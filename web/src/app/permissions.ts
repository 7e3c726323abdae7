/** Role tokens that grant writing CRM records (organizations, people), as the api decides them. */
export const CRM_WRITE_ROLES = ['all', 'crm', 'crm_admin', 'free'] as const;

/** Roles arrive as tokens; a raw comma-separated role string is tolerated too. */
function tokens(roles: readonly string[]): string[] {
  return roles.flatMap((r) => r.split(',')).map((r) => r.trim().toLowerCase()).filter(Boolean);
}

export function canWriteCrm(roles: readonly string[], isAdministrator: boolean): boolean {
  if (isAdministrator) return true;
  const have = tokens(roles);
  return CRM_WRITE_ROLES.some((r) => have.includes(r));
}

export function hasModuleAdminRole(roles: readonly string[]): boolean {
  return tokens(roles).some((r) => r.endsWith('_admin'));
}

/** Record permission that allows saving (the api: writes need write or lock). */
export function canSaveRecord(permission: string | null | undefined): boolean {
  return permission === 'WRITE' || permission === 'LOCK';
}
