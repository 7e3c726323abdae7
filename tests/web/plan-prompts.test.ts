import { describe, expect, it } from 'vitest';
import {
  NO_SEAT,
  hasSalesRoles,
  isEmail,
  setAccess,
  setRoleAdmin,
  setSalesManager,
  setSalesPerson,
} from '../../web/src/features/plans/model/seats';

describe('trial seats on the activate-trial page', () => {
  it('sales manager and sales person exclude each other, and either implies access', () => {
    const manager = setSalesManager(NO_SEAT, true);
    expect(manager).toEqual({ ...NO_SEAT, roleAccess: true, isSalesManager: true });
    const person = setSalesPerson(manager, true);
    expect(person).toEqual({ ...NO_SEAT, roleAccess: true, isSalesPerson: true });
    expect(setSalesPerson(person, false)).toEqual({ ...NO_SEAT, roleAccess: true });
  });

  it("the extension's administrator rights imply access; removing access clears every role", () => {
    const admin = setRoleAdmin(NO_SEAT, true);
    expect(admin).toEqual({ ...NO_SEAT, roleAccess: true, roleAdmin: true });
    expect(setAccess(setSalesPerson(admin, true), false)).toEqual(NO_SEAT);
    expect(setAccess(NO_SEAT, true)).toEqual({ ...NO_SEAT, roleAccess: true });
  });

  it('only crm and the complete suite ask for the sales roles; invited e-mails are checked', () => {
    expect(['crm', 'project', 'support', 'all'].filter(hasSalesRoles)).toEqual(['crm', 'all']);
    expect(isEmail('new.user@acme.example')).toBe(true);
    expect(isEmail('not an email')).toBe(false);
  });
});

describe('the version check', () => {
  it('offers a reload only once a known loaded version differs from the one seen', async () => {
    const { isNewVersion } = await import('../../web/src/features/profile/hooks/useServerStatus');
    expect(isNewVersion(null, '2.0.0')).toBe(false);
    expect(isNewVersion('1.0.0', '1.0.0')).toBe(false);
    expect(isNewVersion('1.0.0', null)).toBe(false);
    expect(isNewVersion('1.0.0', '2.0.0')).toBe(true);
  });
});
