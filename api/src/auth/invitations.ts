// Invitations: a user an administrator invites (setup's invite, a trial's new users) gets a single-use token by
// e-mail to set a first password. Only the token's sha256 is stored; it expires after 7 days and is consumed by
// setting the password (which also proves the address: the user is marked verified and signed in). A new
// invitation (resend) replaces the user's earlier unused ones.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, userInvitations, users } from '../db/schema';
import type { FastifyBaseLogger } from 'fastify';
import { deliver, type Mailer } from '../mail/mailer';
import type { Clock } from '../plans/clock';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';

export const INVITATION_DAYS = 7;
export const INVITATION_PATH = '/authentication/set-password';
export const INVALID_INVITATION = 'This invitation is not valid or has expired';

export interface InvitedUser {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
}

/** The link an invitation's e-mail carries (absolute when PUBLIC_WEB_URL is set, else a path). */
export function invitationLink(token: string): string {
  const origin = (process.env.PUBLIC_WEB_URL ?? '').replace(/\/+$/, '');
  return `${origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

/** Creates a fresh token for each user (earlier unused ones are withdrawn); returns the tokens by user id. */
export async function createInvitations(db: Db, clock: Clock, invited: InvitedUser[]): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  if (!invited.length) return tokens;
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  for (const u of invited) {
    await db
      .update(userInvitations)
      .set({ usedAt: now })
      .where(and(eq(userInvitations.userId, u.id), isNull(userInvitations.usedAt)));
    tokens.set(u.id, newToken('inv'));
  }
  await db
    .insert(userInvitations)
    .values(invited.map((u) => ({ companyId: u.companyId, userId: u.id, tokenHash: hashToken(tokens.get(u.id)!), expiresAt })));
  return tokens;
}

/**
 * Sends each invited user their link through the mailer; answers how many were accepted (none configured, or the
 * mail service failing: fewer, logged, never thrown, so the users and their tokens stay and a resend can follow).
 */
export async function sendInvitations(
  db: Db,
  out: Mailer | null,
  invited: InvitedUser[],
  tokens: Map<number, string>,
  inviterName: string,
  log?: FastifyBaseLogger,
): Promise<number> {
  if (!out || !invited.length) return 0;
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, invited[0]!.companyId));
  let sent = 0;
  for (const u of invited) {
    const token = tokens.get(u.id);
    if (!token) continue;
    const accepted = await deliver(
      out,
      {
        to: [u.email],
        subject: `You are invited to ${company?.name ?? 'your company'}`,
        text:
          `Hello ${u.firstName},\n\n${inviterName} invites you to join ${company?.name ?? 'their company'}. ` +
          `Set your password to sign in (the link is valid for ${INVITATION_DAYS} days and can be used once):\n\n` +
          `${invitationLink(token)}\n`,
        attachments: [],
      },
      log,
    );
    if (accepted) sent++;
  }
  return sent;
}

/** Creates and sends invitations in one step. */
export async function invite(
  db: Db,
  clock: Clock,
  out: Mailer | null,
  invited: InvitedUser[],
  inviterName: string,
  log?: FastifyBaseLogger,
): Promise<number> {
  const tokens = await createInvitations(db, clock, invited);
  return sendInvitations(db, out, invited, tokens, inviterName, log);
}

/** The open invitation a token names (unknown, used, expired, or of an inactive user: null). */
export async function findInvitation(db: Db, clock: Clock, token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: userInvitations.id,
      userId: users.id,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: companies.name,
    })
    .from(userInvitations)
    .innerJoin(users, and(eq(users.id, userInvitations.userId), eq(users.companyId, userInvitations.companyId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(userInvitations.tokenHash, hashToken(token)),
        isNull(userInvitations.usedAt),
        gt(userInvitations.expiresAt, clock.now()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Consumes the invitation and sets the password (verified from now on). The token is claimed by a conditional
 * update, so two requests with one token cannot both succeed. Returns the user's id, or null when not valid.
 */
export async function acceptInvitation(db: Db, clock: Clock, token: string, password: string): Promise<number | null> {
  const found = await findInvitation(db, clock, token);
  if (!found) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(userInvitations)
      .set({ usedAt: clock.now() })
      .where(and(eq(userInvitations.id, found.id), isNull(userInvitations.usedAt)))
      .returning({ id: userInvitations.id });
    if (!claimed) return null;
    await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, found.userId));
    return found.userId;
  });
}
