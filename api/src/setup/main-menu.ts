// The profile panel's small calls: resend the account verification email, the server's clock (live chat is online
// Monday to Friday 9 to 17 server time while the free-support day count is 0 or more) and the running version.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { requireUser } from '../context';
import { companies } from '../db/schema';

export const VERIFICATION_SENT_MESSAGE = 'Verification email has been send';
/** Days of free support a new company gets; the count goes negative after them and live chat is then unavailable. */
export const FREE_SUPPORT_DAYS = 30;

/** The version users run: APP_VERSION from the deployment, else the package's. The web reloads when it changes. */
export function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Live chat: Monday to Friday, from 9:00 to before 17:00, by the server's clock. */
export function liveChatHours(at: Date): boolean {
  const day = at.getDay();
  const hour = at.getHours();
  return day >= 1 && day <= 5 && hour >= 9 && hour < 17;
}

export async function mainMenuExtraRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const version = appVersion();

  app.post('/api/UserMainMenu/ResendVerification', async (request) => {
    const auth = requireUser(request);
    // The mail provider is outside this service; the request is recorded where operators see it.
    request.log.info({ userId: auth.user.id }, 'account verification email requested');
    return { message: VERIFICATION_SENT_MESSAGE };
  });

  app.get('/api/UserMainMenu/GetServerTime', async (request) => {
    const auth = requireUser(request);
    const now = new Date();
    const [company] = await db.select({ creationDate: companies.creationDate }).from(companies).where(eq(companies.id, auth.companyId));
    const daysSince = company ? Math.floor((now.getTime() - company.creationDate.getTime()) / 86_400_000) : 0;
    const freeSupportDayCount = FREE_SUPPORT_DAYS - daysSince;
    return {
      serverTime: now.toISOString(),
      // Minutes east of UTC of the server's zone, so the client can show the server's wall clock.
      utcOffset: -now.getTimezoneOffset(),
      dayOfWeek: now.getDay(),
      hour: now.getHours(),
      freeSupportDayCount,
      liveChatOnline: freeSupportDayCount >= 0 && liveChatHours(now),
    };
  });

  app.get('/api/UserMainMenu/CurrentVersion', async (request) => {
    requireUser(request);
    return { version };
  });
}
