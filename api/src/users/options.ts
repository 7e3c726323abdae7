// User options (`PUT /api/UserOption/Update?optionName=&optionValue=`): small per-user choices kept in the user's
// preferences. Today: `modalSize` (large or normal) and `defaultSection.{ObjectName}`, the section a type's detail page opens on (an empty value
// goes back to the type's own default). Other option names are refused rather than stored blindly.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordType, sectionOf } from '../../../contract';
import { requireUser } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';
import { publishLookupChange } from '../hub/bus';

const DEFAULT_SECTION = 'defaultSection.';
const MODAL_SIZE = 'modalSize';
const MODAL_SIZES = new Set(['large', 'normal']);
/** On/off choices of the home: the onboarding checklist, the Explorer panel, its welcome. */
const FLAGS = new Set(['showOnboard', 'showExplorer', 'showWelcome']);

const query = z.object({
  optionName: z.string().min(1).max(100),
  optionValue: z.string().max(100).optional().default(''),
});

export async function userOptionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.put('/api/UserOption/Update', async (request) => {
    const auth = requireUser(request);
    const { optionName, optionValue } = parseBody(query, request.query);
    if (optionName === MODAL_SIZE) return setModalSize(auth, optionValue);
    if (FLAGS.has(optionName)) return setFlag(auth, optionName, optionValue);
    if (!optionName.startsWith(DEFAULT_SECTION)) throw badRequest('Invalid option', [{ field: 'optionName', message: 'Invalid option' }]);
    const type = recordType(optionName.slice(DEFAULT_SECTION.length));
    if (!type) throw badRequest('Invalid object', [{ field: 'optionName', message: 'Invalid object' }]);
    if (optionValue && !sectionOf(type, optionValue))
      throw badRequest('Invalid section', [{ field: 'optionValue', message: 'Invalid section' }]);

    // One statement on the jsonb, so two choices saved at once (two tabs) do not overwrite each other.
    const current = sql`coalesce(${users.preferences}->'defaultSections', '{}'::jsonb)`;
    const next = optionValue
      ? sql`${current} || jsonb_build_object(${type.objectName}::text, ${optionValue}::text)`
      : sql`${current} - ${type.objectName}::text`;
    await db
      .update(users)
      .set({ preferences: sql`jsonb_set(${users.preferences}, '{defaultSections}', ${next})` })
      .where(eq(users.id, auth.user.id));
    // The cached session carries the user row: read the new preferences on the next call.
    app.ctx.sessions.cache.forgetUser(auth.user.id);
    // The user's preferences are part of the initial data the bff keeps per session: tell it to forget them.
    await publishLookupChange(app.ctx.hub, { companyId: auth.companyId, userId: auth.user.id, lookup: 'preferences' });
    return { optionName: `${DEFAULT_SECTION}${type.objectName}`, optionValue: optionValue || null };
  });

  /** showOnboard, showExplorer, showWelcome: 'true' or 'false'. */
  async function setFlag(auth: ReturnType<typeof requireUser>, name: string, value: string) {
    if (value !== 'true' && value !== 'false')
      throw badRequest('Invalid option value', [{ field: 'optionValue', message: 'Invalid option value' }]);
    await db
      .update(users)
      .set({ preferences: sql`jsonb_set(${users.preferences}, ${`{${name}}`}::text[], to_jsonb(${value === 'true'}::boolean))` })
      .where(eq(users.id, auth.user.id));
    app.ctx.sessions.cache.forgetUser(auth.user.id);
    return { optionName: name, optionValue: value };
  }

  /** modalSize: 'large' (the two-column edit layout) or 'normal'. */
  async function setModalSize(auth: ReturnType<typeof requireUser>, value: string) {
    if (!MODAL_SIZES.has(value)) throw badRequest('Invalid option value', [{ field: 'optionValue', message: 'Invalid option value' }]);
    await db
      .update(users)
      .set({ preferences: sql`jsonb_set(${users.preferences}, '{modalSize}', to_jsonb(${value}::text))` })
      .where(eq(users.id, auth.user.id));
    app.ctx.sessions.cache.forgetUser(auth.user.id);
    await publishLookupChange(app.ctx.hub, { companyId: auth.companyId, userId: auth.user.id, lookup: 'preferences' });
    return { optionName: MODAL_SIZE, optionValue: value };
  }
}
