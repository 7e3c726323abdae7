// The user shapes of the contract: User, SessionUser.
import type { UserRow } from '../context';
import type { UserPreferences } from '../db/schema';

export const defaultPreferences = (): UserPreferences => ({
  modalSize: 'large',
  sessionTimeout: 120,
  calendarStartDay: 0,
  streamFilterOption: 'all',
});

export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ');

export function toUser(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    person: { firstName: u.firstName, lastName: u.lastName },
    fullName: fullName(u),
    emailAddressList: [{ email: u.email, isPrimary: true }],
    jobTitle: u.jobTitle,
    profileImage: u.profileImage,
    userRole: u.role,
    isAdministrator: u.isAdministrator,
  };
}

export function toSessionUser(u: UserRow) {
  return {
    userId: u.id,
    companyId: u.companyId,
    username: u.username,
    fullName: fullName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    profileImage: u.profileImage,
    userRole: u.role,
    isAdministrator: u.isAdministrator,
    preference: { ...defaultPreferences(), ...u.preferences },
  };
}
