// /setup/user on the server: administrators invite users and change their names, roles, administrator flag and
// whether they are active. The company always keeps one active administrator; other companies' users are 404.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invite } from '../auth/invitations';
import { hashPassword } from '../auth/password';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { NOT_SENT_MESSAGE } from '../mail/mailer';
import { defaultPreferences, fullName, toUser } from '../users/model';
import { requireAdministrator } from './admin';
import { publishLookupChange } from '../hub/bus';

export const LAST_ADMIN_MESSAGE = 'The company must keep at least one active administrator.';
export const ALREADY_SET_MESSAGE = 'This user has already set a password';
export const INACTIVE_MESSAGE = 'This user is inactive';
export const EMAIL_TAKEN_MESSAGE = 'This email address is already used by another user';

/** The role tokens an administrator may give (the session role string is these, comma-separated). */
export const ROLE_TOKENS = ['all', 'crm', 'project', 'support', 'free', 'crm_admin', 'project_admin', 'support_admin'] as const;

const REQUIRED = 'Please complete all required fields';
const name = (max: number) => z.string().trim().min(1, REQUIRED).max(max);
const roleString = z
  .string()
  .trim()
  .max(200)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .refine((tokens) => tokens.length > 0, REQUIRED)
  .refine((tokens) => tokens.every((t) => (ROLE_TOKENS as readonly string[]).includes(t)), 'Unknown role')
  .transform((tokens) => tokens.join(','));

const inviteBody = z.object({
  firstName: name(100),
  lastName: name(100),
  email: z.string().trim().toLowerCase().min(1, REQUIRED).max(200).email('Please enter a valid email address'),
  jobTitle: z.string().trim().max(200).nullish(),
  userRole: roleString.default('free'),
  isAdministrator: z.boolean().default(false),
});

const updateBody = z.object({
  firstName: name(100).optional(),
  lastName: name(100).optional(),
  jobTitle: z.string().trim().max(200).nullish(),
  userRole: roleString.optional(),
  isAdministrator: z.boolean().optional(),
  isActive: z.boolean().optional(),
});

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Active administrators of the company other than `exceptId`. */
async function otherActiveAdmins(db: Db, companyId: number, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isAdministrator, true), eq(users.isActive, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** A change that would leave the company without an active administrator is refused. */
export async function assertKeepsAnAdministrator(db: Db, user: UserRow, next: { isAdministrator: boolean; isActive: boolean }) {
  const wasAdmin = user.isAdministrator && user.isActive;
  const staysAdmin = next.isAdministrator && next.isActive;
  if (wasAdmin && !staysAdmin && (await otherActiveAdmins(db, user.companyId, user.id)) === 0) {
    throw badRequest(LAST_ADMIN_MESSAGE, [{ field: next.isActive ? 'isAdministrator' : 'isActive', message: LAST_ADMIN_MESSAGE }]);
  }
}

export async function userAdminRoutes(app: FastifyInstance) {
  const { db, sessions, hub, clock, mailer } = app.ctx;

  const announce = (companyId: number) => publishLookupChange(hub, { companyId, lookup: 'users' });

  app.post('/api/User/Add', async (request) => {
    const auth = requireAdministrator(request);
    const body = parseBody(inviteBody, request.body ?? {});
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, body.email))
      .limit(1);
    if (taken) throw badRequest(EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
    // An invited user signs in after setting a password from the invitation; until then nothing matches this hash.
    const [row] = await db
      .insert(users)
      .values({
        companyId: auth.companyId,
        username: body.email,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        jobTitle: body.jobTitle ?? null,
        role: body.userRole,
        isAdministrator: body.isAdministrator,
        preferences: defaultPreferences(),
        isVerified: false,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      })
      .returning();
    const invitationSent = (await invite(db, clock, mailer, [row!], fullName(auth.user), request.log)) > 0;
    await announce(auth.companyId);
    return { model: toUser(row!), invitationSent };
  });

  // A new invitation for a user who has not set a password yet (the earlier links stop working).
  app.post('/api/User/ResendInvitation/:id', async (request) => {
    const auth = requireAdministrator(request);
    const { id } = parseBody(idParam, request.params);
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, auth.companyId)));
    if (!user) throw notFound('User not found');
    if (user.isVerified) throw badRequest(ALREADY_SET_MESSAGE);
    if (!user.isActive) throw badRequest(INACTIVE_MESSAGE);
    const sent = await invite(db, clock, mailer, [user], fullName(auth.user), request.log);
    return { sent, message: sent ? 'Invitation is sent' : mailer ? NOT_SENT_MESSAGE : 'No mail service is configured' };
  });

  app.put('/api/User/Update/:id', async (request) => {
    const auth = requireAdministrator(request);
    const { id } = parseBody(idParam, request.params);
    const body = parseBody(updateBody, request.body ?? {});
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, auth.companyId)));
    if (!user) throw notFound('User not found');
    const next = {
      isAdministrator: body.isAdministrator ?? user.isAdministrator,
      isActive: body.isActive ?? user.isActive,
    };
    const [updated] = await db.transaction(async (tx) => {
      // Serialise administrator changes of one company, so two admins demoting each other cannot both succeed.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, auth.companyId)).for('update');
      await assertKeepsAnAdministrator(tx, user, next);
      return tx
        .update(users)
        .set({
          firstName: body.firstName ?? user.firstName,
          lastName: body.lastName ?? user.lastName,
          jobTitle: body.jobTitle === undefined ? user.jobTitle : body.jobTitle,
          role: body.userRole ?? user.role,
          ...next,
        })
        .where(eq(users.id, user.id))
        .returning();
    });
    // Role and flag changes apply to the user's next call; a deactivated user is signed out everywhere.
    sessions.cache.forgetUser(user.id);
    if (!next.isActive && user.isActive) await sessions.endUserSessions(user.id);
    await announce(auth.companyId);
    return { model: toUser(updated!) };
  });
}
