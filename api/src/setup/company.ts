// /setup/company/detail on the server: `GET /api/Company/GetModel` (anyone of the company reads it) and
// `PUT /api/Company/Update` (administrators only): the name and the contact details kept in company_profiles.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import type { Db } from '../db/client';
import { companies, companyProfiles } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { requireAdministrator } from './admin';
import { publishLookupChange } from '../hub/bus';

const REQUIRED = 'Please complete all required fields';
const optional = (max: number) => z.string().trim().max(max).nullish();

const companyBody = z.object({
  name: z.string().trim().min(1, REQUIRED).max(200),
  phone: optional(50),
  email: z.string().trim().max(200).email('Please enter a valid email address').or(z.literal('')).nullish(),
  website: optional(500),
  street: optional(200),
  city: optional(100),
  postal: optional(20),
  country: optional(100),
});

async function companyModel(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, profile: companyProfiles })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found');
  const p = row.profile;
  return {
    id: row.id,
    name: row.name,
    phone: p?.phone ?? null,
    email: p?.email ?? null,
    website: p?.website ?? null,
    street: p?.street ?? null,
    city: p?.city ?? null,
    postal: p?.postal ?? null,
    country: p?.country ?? null,
  };
}

export async function companyRoutes(app: FastifyInstance) {
  const { db, hub } = app.ctx;

  app.get('/api/Company/GetModel', async (request) => {
    const auth = requireUser(request);
    return { model: await companyModel(db, auth.companyId), permission: auth.user.isAdministrator ? 'write' : 'read' };
  });

  app.put('/api/Company/Update', async (request) => {
    const auth = requireAdministrator(request);
    const { name, ...details } = parseBody(companyBody, request.body ?? {});
    const values = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, v || null])) as Record<
      keyof typeof details,
      string | null
    >;
    await db.transaction(async (tx) => {
      await tx.update(companies).set({ name }).where(eq(companies.id, auth.companyId));
      await tx
        .insert(companyProfiles)
        .values({ companyId: auth.companyId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...values, updatedAt: new Date() } });
    });
    // The company name is part of every user's initial data.
    await publishLookupChange(hub, { companyId: auth.companyId, lookup: 'company' });
    return { model: await companyModel(db, auth.companyId) };
  });
}
