// The per-instance cache of company lookups (plans, seats, extra-field definitions): fresh for its time, forgotten
// at once by a company's lookupChange, never serving a load that started before the change.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../api/src/db/client';
import type { HubBus, HubEvent, HubListener } from '../../api/src/hub/bus';
import { CompanyLookups, companyLookup, installCompanyLookups } from '../../api/src/lookups/company-lookups';

const change = (companyId: number, event = 'lookupChange', lookup = 'plan'): HubEvent => ({
  hub: 'notification',
  event,
  group: `company:${companyId}`,
  companyId,
  payload: { lookup },
});

/** A hub that delivers only when told (as Redis delivers a moment after the publish). */
function slowHub() {
  const listeners: HubListener[] = [];
  const published: HubEvent[] = [];
  const hub: HubBus = {
    publish: async (e) => void published.push(e),
    subscribe: (l) => (listeners.push(l), () => undefined),
    close: async () => undefined,
  };
  return { hub, deliver: () => published.splice(0).forEach((e) => listeners.forEach((l) => l(e))) };
}

describe('company lookups', () => {
  it('a value is read once while fresh and again after its time', async () => {
    let now = 1_000;
    const lookups = new CompanyLookups(5_000, () => now);
    const load = vi.fn(async () => ['row']);
    await lookups.get(1, 'plan', load);
    now += 4_999;
    await lookups.get(1, 'plan', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await lookups.get(1, 'plan', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a company's lookupChange forgets that company only; other events forget nothing", async () => {
    const lookups = new CompanyLookups(5_000);
    const load = vi.fn(async () => 'v');
    await lookups.get(1, 'plan', load);
    await lookups.get(2, 'plan', load);
    lookups.observe(change(1, 'notify'));
    // Saved views, preferences and API tokens are none of these lookups.
    for (const unrelated of ['views', 'preferences', 'session']) lookups.observe(change(1, 'lookupChange', unrelated));
    await lookups.get(1, 'plan', load);
    expect(load).toHaveBeenCalledTimes(2);
    lookups.observe(change(1));
    await lookups.get(1, 'plan', load);
    await lookups.get(2, 'plan', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a load running when the company changes is not kept; a failed load is not kept', async () => {
    const lookups = new CompanyLookups(5_000);
    let release: (v: string) => void = () => undefined;
    const before = lookups.get(1, 'plan', () => new Promise<string>((r) => (release = r)));
    lookups.forgetCompany(1);
    const after = lookups.get(1, 'plan', async () => 'new');
    release('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await lookups.get(1, 'plan', async () => 'unused')).toBe('new');

    await expect(lookups.get(3, 'plan', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await lookups.get(3, 'plan', async () => 'up')).toBe('up');
  });

  it('a time of 0 reads every time', async () => {
    const lookups = new CompanyLookups(0);
    const load = vi.fn(async () => 'v');
    await lookups.get(1, 'plan', load);
    await lookups.get(1, 'plan', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('publishing a change forgets it here before the hub delivers it; other instances forget on delivery', async () => {
    const db = {} as Db;
    const other = {} as Db;
    const { hub, deliver } = slowHub();
    const here = new CompanyLookups(5_000);
    const there = new CompanyLookups(5_000);
    const published = installCompanyLookups(db, hub, here);
    installCompanyLookups(other, hub, there);
    let version = 'v1';
    const read = (d: Db) => companyLookup(d, 7, 'plan', async () => version);
    expect([await read(db), await read(other)]).toEqual(['v1', 'v1']);
    version = 'v2';
    await published.publish(change(7));
    expect([await read(db), await read(other)]).toEqual(['v2', 'v1']);
    deliver();
    expect(await read(other)).toBe('v2');
  });

  it('a read through anything but the installed database (a transaction) is never cached', async () => {
    const db = {} as Db;
    installCompanyLookups(db, slowHub().hub, new CompanyLookups(5_000));
    const load = vi.fn(async () => 'v');
    const tx = {};
    await companyLookup(tx, 1, 'plan', load);
    await companyLookup(tx, 1, 'plan', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
