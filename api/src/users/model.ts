// The user shapes of the contract: User, SessionUser.
import type { UserRow } from '../context';
import type { UserPreferences } from '../db/schema';
import { hasChosenZone, zoneOf } from './zone';

export const defaultPreferences = (): UserPreferences => ({
  modalSize: 'large',
  sessionTimeout: 120,
  calendarStartDay: 0,
  streamFilterOption: 'all',
  dateFormat: 'MM/dd/yyyy',
  timeFormat: 'h:mm a',
  // Monday to Friday, 9:00 to 17:00.
  workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, isWorking: day >= 1 && day <= 5, start: '09:00', end: '17:00' })),
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
    isActive: u.isActive,
    isVerified: u.isVerified,
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
    // The zone is not stored until chosen, so a default (UTC, there is no company zone) is never frozen in.
    preference: { ...defaultPreferences(), ...u.preferences, timeZone: zoneOf(u), timeZoneChosen: hasChosenZone(u) },
  };
}
