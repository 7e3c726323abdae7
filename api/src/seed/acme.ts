// The Acme demo company's records, in dependency order: parties, then deals, delivery and billing, then the
// activities and messages under them, then the team's shares and follows.
import { seedActivities } from './activities';
import { seedBilling, type Billing } from './billing';
import { seedCollaboration } from './collaboration';
import type { SeedContext, Team } from './context';
import { seedDelivery, type Delivery } from './delivery';
import { seedMessages } from './messages';
import { seedParties, type Parties } from './parties';
import { seedSales, type Sales } from './sales';

/** The seeded records later parts of the seed hang their rows on. */
export interface AcmeRecords {
  parties: Parties;
  sales: Sales;
  delivery: Delivery;
  billing: Billing;
}

export async function seedAcme(ctx: SeedContext, team: Team): Promise<void> {
  const parties = await seedParties(ctx, team);
  const sales = await seedSales(ctx, team, parties);
  const delivery = await seedDelivery(ctx, team, parties, sales);
  const billing = await seedBilling(ctx, sales);
  const records: AcmeRecords = { parties, sales, delivery, billing };
  const work = await seedActivities(ctx, team, records);
  await seedMessages(ctx, team, records, work);
  await seedCollaboration(ctx, team, records, work);
}
