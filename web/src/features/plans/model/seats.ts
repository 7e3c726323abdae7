// A user's seat in a trial, as the activate-trial page edits it: the extension's administrator rights and either
// sales role imply access; sales manager and sales person exclude each other; removing access clears them all.

export interface Seat {
  roleAccess: boolean;
  roleAdmin: boolean;
  isSalesManager: boolean;
  isSalesPerson: boolean;
}

export const NO_SEAT: Seat = { roleAccess: false, roleAdmin: false, isSalesManager: false, isSalesPerson: false };

/** The extensions whose trial asks for the CRM sales roles. */
export const hasSalesRoles = (role: string) => role === 'crm' || role === 'all';

export const setAccess = (seat: Seat, on: boolean): Seat => (on ? { ...seat, roleAccess: true } : NO_SEAT);

export const setRoleAdmin = (seat: Seat, on: boolean): Seat =>
  on ? { ...seat, roleAccess: true, roleAdmin: true } : { ...seat, roleAdmin: false };

export const setSalesManager = (seat: Seat, on: boolean): Seat =>
  on ? { ...seat, roleAccess: true, isSalesManager: true, isSalesPerson: false } : { ...seat, isSalesManager: false };

export const setSalesPerson = (seat: Seat, on: boolean): Seat =>
  on ? { ...seat, roleAccess: true, isSalesManager: false, isSalesPerson: true } : { ...seat, isSalesPerson: false };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (s: string) => EMAIL.test(s.trim());
