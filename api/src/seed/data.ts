// Raw material for the demo company: fixed lists combined by a seeded PRNG (same data every time).
export const industries = [
  'Software',
  'Manufacturing',
  'Healthcare',
  'Logistics',
  'Retail',
  'Financial Services',
  'Construction',
  'Education',
  'Hospitality',
  'Energy',
  'Agriculture',
  'Media',
  'Consulting',
  'Legal',
  'Real Estate',
];

export const organizationNames = [
  'Northwind Traders',
  'Blue Harbor Logistics',
  'Summit Ridge Construction',
  'Brightleaf Organics',
  'Ironclad Manufacturing',
  'Cedar & Pine Realty',
  'Lumen Health Partners',
  'Crescent Bay Hotels',
  'Atlas Freight Systems',
  'Riverstone Legal',
  'Pinnacle Software Labs',
  'Greenfield Agritech',
  'Harborview Medical Group',
  'Silverline Financial',
  'Oakmont Academy',
  'Redwood Energy Co-op',
  'Clearwater Media',
  'Keystone Consulting',
  'Maple Street Bakery',
  'Quantum Circuits',
  'Horizon Travel Group',
  'Stonebridge Builders',
  'Vertex Analytics',
  'Meadowbrook Dairy',
  'Copperfield Metals',
  'Bluebird Retail',
  'Evergreen Solar',
  'Falcon Aerospace Parts',
  'Granite Peak Outfitters',
  'Harmony Dental Care',
  'Indigo Design Studio',
  'Juniper Networks Supply',
  'Kingfisher Marine',
  'Lakeside Veterinary',
  'Monarch Insurance',
  'Nimbus Cloud Services',
  'Orchard Valley Farms',
  'Pacific Rim Imports',
  'Quarry Hill Stoneworks',
  'Rosewood Interiors',
  'Sapphire Jewelers',
  'Tidewater Shipping',
  'Union Square Capital',
  'Vantage Point Security',
  'Willow Creek Winery',
  'Yellowstone Printing',
  'Zephyr Wind Power',
  'Alderwood Pharmacy',
  'Beacon Hill Publishing',
  'Cobalt Robotics',
  'Driftwood Surf Co',
  'Emberline Restaurants',
  'Foxglove Florists',
  'Gallant Engineering',
  'Hillcrest Property Management',
  'Ivory Tower Tutoring',
  'Jasper Electrical',
  'Kestrel Data Systems',
  'Larkspur Wellness',
  'Mosaic Learning',
];

export const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mateo',
  'Isabella',
  'Ethan',
  'Amelia',
  'James',
  'Harper',
  'Benjamin',
  'Evelyn',
  'Henry',
  'Aria',
  'Daniel',
  'Chloe',
  'Samuel',
  'Layla',
  'David',
  'Nora',
  'Wei',
  'Aiko',
  'Ravi',
  'Fatima',
  'Diego',
  'Ingrid',
  'Kwame',
  'Sofia',
  'Omar',
  'Hana',
  'Tomás',
];

export const lastNames = [
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Nguyen',
  'Chen',
  'Patel',
  'Kim',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Novak',
];

export const jobTitles = [
  'CEO',
  'CFO',
  'Operations Manager',
  'Purchasing Manager',
  'IT Director',
  'Office Manager',
  'Sales Director',
  'Marketing Lead',
  'Project Coordinator',
  'Account Manager',
  'HR Manager',
  'Head of Procurement',
  'Founder',
  'Controller',
];

export const cities = [
  { city: 'Seattle', province: 'WA', postal: '98101', country: 'United States', area: '206' },
  { city: 'Portland', province: 'OR', postal: '97204', country: 'United States', area: '503' },
  { city: 'Austin', province: 'TX', postal: '78701', country: 'United States', area: '512' },
  { city: 'Denver', province: 'CO', postal: '80202', country: 'United States', area: '303' },
  { city: 'Chicago', province: 'IL', postal: '60601', country: 'United States', area: '312' },
  { city: 'Boston', province: 'MA', postal: '02108', country: 'United States', area: '617' },
  { city: 'Toronto', province: 'ON', postal: 'M5H 2N2', country: 'Canada', area: '416' },
  { city: 'Vancouver', province: 'BC', postal: 'V6B 1A1', country: 'Canada', area: '604' },
  { city: 'Atlanta', province: 'GA', postal: '30303', country: 'United States', area: '404' },
  { city: 'San Diego', province: 'CA', postal: '92101', country: 'United States', area: '619' },
];

export const streets = [
  'Main St',
  'Oak Ave',
  'Market St',
  'Harbor Blvd',
  'Pine St',
  'Elm Rd',
  'Commerce Way',
  'Lake Dr',
  'Industrial Pkwy',
  'Broadway',
];

export const globexOrganizations = [
  { name: 'Globex Subsidiary East', industry: 'Energy' },
  { name: 'Initech Supplies', industry: 'Software' },
  { name: 'Hooli Hardware', industry: 'Manufacturing' },
  { name: 'Vandelay Industries', industry: 'Logistics' },
  { name: 'Soylent Foods', industry: 'Agriculture' },
];

/** Mulberry32: tiny deterministic PRNG so the demo is the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** An integer from min to max, both included. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** True with probability p. */
    chance: (p: number) => next() < p,
    /** The list in a random order (a copy). */
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export type Rng = ReturnType<typeof prng>;

/** A list's i-th element, cycling. */
export const nth = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export const slug = (name: string) =>
  name
    .normalize('NFD') // accents become base letter + mark; the mark is dropped below
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
