// Which records an activity must also hang under so that every section of every catalogued type shows
// something: read from the catalogue, so a new type with a Tasks or Invoices section gets demo rows too.
import { catalogue } from '../../../contract';
import type { SeedContext, SeededRecord } from './context';

/**
 * `perType` seeded records of every type whose detail page has a section listing `listedType` by parent
 * (spread over the type's records, active ones first), in catalogue order; one party for each party role
 * (lead, customer, supplier), whose pages show the same sections.
 */
export function sectionParents(ctx: SeedContext, listedType: string, perType = 2, except: readonly string[] = []): SeededRecord[] {
  const out: SeededRecord[] = [];
  for (const type of catalogue) {
    if (except.includes(type.objectName)) continue;
    if (!type.sections.some((s) => s.type === listedType && s.via && 'parent' in s.via)) continue;
    const role = type.role;
    const seeded = ctx.ledger.records.filter((r) =>
      role ? role.of.includes(r.type.objectName) && r.row[role.flag] === true : r.type === type,
    );
    const candidates = [...seeded.filter((r) => r.row.status === 1), ...seeded.filter((r) => r.row.status !== 1)];
    const n = Math.min(role ? 1 : perType, candidates.length);
    // The middle of the list, then evenly spread: the first records already carry the most activity.
    for (let k = 0; k < n; k++) out.push(candidates[Math.floor(((k + 0.5) * candidates.length) / n)]!);
  }
  return out;
}

/** `count` parents: `main(i)` for the usual ones, then the couple per type from sectionParents() (documents, amendments, …). */
export function withSectionParents(ctx: SeedContext, count: number, listedType: string, main: (i: number) => SeededRecord): SeededRecord[] {
  const extra = sectionParents(ctx, listedType);
  return [...Array.from({ length: Math.max(0, count - extra.length) }, (_, i) => main(i)), ...extra];
}
