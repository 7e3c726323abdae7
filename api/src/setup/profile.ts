// /setup/personal-setup/profile-info on the server: a user's own name, job title, picture and email, their
// password (the current one required), and their preferences (modal size, session timeout, calendar start day,
// stream filter, time zone). Every change evicts the cached session user and tells the bff to re-read the viewer.
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password';
import { requireUser, type UserAuth } from '../context';
import { sessions as sessionRows, users, type UserPreferences } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';
import { defaultPreferences, toSessionUser, toUser } from '../users/model';
import { EMAIL_TAKEN_MESSAGE } from './user-admin';
import { INVALID_TIME_ZONE_MESSAGE, isTimeZone } from '../calendar/recurrence';
import { publishLookupChange } from '../hub/bus';

export const WRONG_PASSWORD_MESSAGE = 'The current password is incorrect';
export const SHORT_PASSWORD_MESSAGE = 'The new password must have at least 8 characters';
export const STREAM_FILTERS = ['all', 'updates', 'tasks', 'calls', 'email', 'sms', 'events'] as const;
export const MODAL_SIZES = ['normal', 'large'] as const;

const REQUIRED = 'Please complete all required fields';

const profileBody = z.object({
  firstName: z.string().trim().min(1, REQUIRED).max(100),
  lastName: z.string().trim().min(1, REQUIRED).max(100),
  jobTitle: z.string().trim().max(200).nullish(),
  email: z.string().trim().toLowerCase().min(1, REQUIRED).max(200).email('Please enter a valid email address'),
  // A picture is an image URL (an attachment link or an https address), not inline bytes.
  profileImage: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^(https:\/\/|\/)/.test(v), 'The picture must be an https or site address')
    .nullish(),
});

const passwordBody = z.object({
  currentPassword: z.string().min(1, REQUIRED).max(500),
  newPassword: z.string().min(8, SHORT_PASSWORD_MESSAGE).max(500),
});

const preferenceBody = z.object({
  modalSize: z.enum(MODAL_SIZES, { message: 'Invalid modal size' }).optional(),
  sessionTimeout: z
    .number()
    .int()
    .min(5, 'Session timeout must be between 5 and 1440 minutes')
    .max(1440, 'Session timeout must be between 5 and 1440 minutes')
    .optional(),
  calendarStartDay: z.number().int().min(0, 'Invalid calendar start day').max(6, 'Invalid calendar start day').optional(),
  streamFilterOption: z.enum(STREAM_FILTERS, { message: 'Invalid stream filter' }).optional(),
  timeZone: z.string().max(64).refine(isTimeZone, INVALID_TIME_ZONE_MESSAGE).optional(),
});

export async function profileRoutes(app: FastifyInstance) {
  const { db, sessions, hub } = app.ctx;

  const changed = async (auth: UserAuth) => {
    sessions.cache.forgetUser(auth.user.id);
    await publishLookupChange(hub, { companyId: auth.companyId, userId: auth.user.id, lookup: 'preferences' });
  };

  app.put('/api/User/UpdateProfile', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(profileBody, request.body ?? {});
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, body.email), ne(users.id, auth.user.id)))
      .limit(1);
    if (taken) throw badRequest(EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
    // The email is the sign-in name, as for the demo accounts.
    const [row] = await db
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        jobTitle: body.jobTitle || null,
        email: body.email,
        username: body.email,
        profileImage: body.profileImage || null,
      })
      .where(eq(users.id, auth.user.id))
      .returning();
    await changed(auth);
    return { model: toUser(row!) };
  });

  app.post('/api/User/ChangePassword', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(passwordBody, request.body ?? {});
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
    if (!row || !(await verifyPassword(body.currentPassword, row.passwordHash)))
      throw badRequest(WRONG_PASSWORD_MESSAGE, [{ field: 'currentPassword', message: WRONG_PASSWORD_MESSAGE }]);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(users.id, auth.user.id));
    // Other sessions of the user end (a password change is how one locks out a stolen session); this one stays.
    const others = await db
      .select({ id: sessionRows.id })
      .from(sessionRows)
      .where(and(eq(sessionRows.userId, auth.user.id), auth.sessionId === null ? undefined : ne(sessionRows.id, auth.sessionId)));
    await sessions.endSessions(others.map((s) => s.id));
    await changed(auth);
    return { success: true };
  });

  app.put('/api/User/UpdatePreference', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(preferenceBody, request.body ?? {});
    const patch: Partial<UserPreferences> = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    // One jsonb merge: a default-section choice saved at the same time (UserOption/Update) is kept.
    const [row] = await db
      .update(users)
      .set({ preferences: sql`${users.preferences} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(users.id, auth.user.id))
      .returning();
    await changed(auth);
    return { preference: { ...defaultPreferences(), ...toSessionUser(row!).preference } };
  });
}
