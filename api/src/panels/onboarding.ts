// Onboarding (spec: Home onboarding, Explorer): the checklist per feature with the user's progress, the videos,
// the home's initial data (showWelcome, showOnboard, showExplorer, the web-push public key), and the
// administrators' "Delete demo data", which removes exactly the records the demo seed made.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { catalogue } from '../../../contract';
import { requireUser } from '../context';
import type { Db } from '../db/client';
import { addresses, demoRecords, emails, onboardProgress, phones, recordShares } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { parseBody } from '../http/validation';
import { kindOf } from '../records/kinds';
import { publishLookupChange } from '../hub/bus';

export interface OnboardItem {
  value: string;
  isVideo?: boolean;
  isModal?: boolean;
  url: string;
}
export interface OnboardSection {
  value: string;
  items: OnboardItem[];
}

const video = (value: string, id: string): OnboardItem => ({ value, isVideo: true, url: `https://www.youtube-nocookie.com/embed/${id}` });
const link = (value: string, url: string): OnboardItem => ({ value, url });

/** The checklist: a tab per feature, "free" first; items are videos, questionnaires (a modal) or links. */
export const ONBOARD_CHECKLIST: Record<string, OnboardSection[]> = {
  free: [
    {
      value: 'Get started',
      items: [
        video('Watch the welcome video', 'welcome'),
        { value: 'Tell us about your company', isModal: true, url: '/explorer/onboarding?questionnaire' },
        link('Complete your profile', '/setup/personal-setup/profile-info'),
      ],
    },
    {
      value: 'Organise your day',
      items: [link('Add a to do', '/?todo'), link('Bookmark a page', '/'), link('Open the calendar', '/calendar')],
    },
  ],
  crm: [
    {
      value: 'Customers',
      items: [
        video('Managing organizations', 'organizations'),
        link('Add an organization', '/organization'),
        link('Add a person', '/person'),
      ],
    },
    { value: 'Sales', items: [link('Track an opportunity', '/opportunity'), link('Send a quote', '/sale-quote')] },
  ],
  project: [{ value: 'Projects', items: [video('Running a project', 'projects'), link('Create a project', '/project')] }],
  support: [{ value: 'Cases', items: [video('Handling cases', 'cases'), link('Log a case', '/case')] }],
};
export const FEATURES = Object.keys(ONBOARD_CHECKLIST);

const featureQ = z.enum(FEATURES as [string, ...string[]]);
const text = z.string().trim().max(200);
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The checklist of one feature with the user's progress. */
export async function onboardChecklist(db: Db, companyId: number, userId: number, feature: string) {
  const done = await db
    .select()
    .from(onboardProgress)
    .where(and(eq(onboardProgress.companyId, companyId), eq(onboardProgress.userId, userId), eq(onboardProgress.feature, feature)));
  const key = (s: string, a: string) => `${s}\u0000${a}`;
  const completed = new Set(done.map((d) => key(d.section, d.activity)));
  return {
    feature,
    features: FEATURES,
    sections: ONBOARD_CHECKLIST[feature]!.map((s) => ({
      value: s.value,
      items: s.items.map((i) => ({
        value: i.value,
        isCompleted: completed.has(key(s.value, i.value)),
        isVideo: Boolean(i.isVideo),
        isModal: Boolean(i.isModal),
        url: i.url,
        fullUrl: i.url,
      })),
    })),
  };
}

/** The items named by feature, section (optional: all sections) and activity (optional: all of the section). */
function itemsOf(feature: string, section?: string, activity?: string) {
  const sections = ONBOARD_CHECKLIST[feature]!.filter((s) => !section || s.value === section);
  if (section && sections.length === 0) throw badRequest('Invalid section', [{ field: 'section', message: 'Invalid section' }]);
  const items = sections.flatMap((s) =>
    s.items.filter((i) => !activity || i.value === activity).map((i) => ({ section: s.value, activity: i.value })),
  );
  if (activity && items.length === 0) throw badRequest('Invalid activity', [{ field: 'activity', message: 'Invalid activity' }]);
  return items;
}

export async function onboardingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/UserDashboard/Onboard', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ feature: featureQ.default('free') }), request.query);
    return onboardChecklist(db, auth.companyId, auth.user.id, q.feature);
  });

  /** Marks one item, a section or (no section) the whole feature complete; isCompleted=false takes it back. */
  app.post('/api/UserDashboard/OnboardComplete', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(
      z.object({ feature: featureQ, section: text.optional(), activity: text.optional(), isCompleted: bool.default(true) }),
      request.query,
    );
    await setCompleted(
      auth.companyId,
      auth.user.id,
      q.feature,
      itemsOf(q.feature, q.section || undefined, q.activity || undefined),
      q.isCompleted,
    );
    return onboardChecklist(db, auth.companyId, auth.user.id, q.feature);
  });

  /** Resets a section (or, without one, the whole feature) to not done; isCompleted=true marks it all done instead. */
  app.post('/api/UserDashboard/OnboardReset', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ feature: featureQ, section: text.optional(), isCompleted: bool.default(false) }), request.query);
    await setCompleted(auth.companyId, auth.user.id, q.feature, itemsOf(q.feature, q.section || undefined), q.isCompleted);
    return onboardChecklist(db, auth.companyId, auth.user.id, q.feature);
  });

  app.get('/api/UserDashboard/Video', async (request) => {
    const auth = requireUser(request);
    const lists = await Promise.all(FEATURES.map((f) => onboardChecklist(db, auth.companyId, auth.user.id, f)));
    return {
      data: lists.flatMap((l) =>
        l.sections.flatMap((s) =>
          s.items
            .filter((i) => i.isVideo)
            .map((i) => ({ feature: l.feature, section: s.value, value: i.value, url: i.url, isCompleted: i.isCompleted })),
        ),
      ),
    };
  });

  app.get('/api/Home/InitialData', async (request) => {
    const auth = requireUser(request);
    const prefs = auth.user.preferences as { showOnboard?: boolean; showExplorer?: boolean; showWelcome?: boolean };
    const [demo] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoRecords)
      .where(eq(demoRecords.companyId, auth.companyId));
    return {
      showWelcome: prefs.showWelcome !== false,
      showOnboard: prefs.showOnboard !== false,
      showExplorer: prefs.showExplorer !== false,
      questionnaire: auth.user.preferences.questionnaire ?? null,
      hasDemoData: (demo?.n ?? 0) > 0,
      canDeleteDemoData: auth.user.isAdministrator,
      pushPublicKey: app.ctx.push?.publicKey ?? null,
    };
  });

  app.post('/api/Company/DeleteDemoData', async (request) => {
    const auth = requireUser(request);
    if (!auth.user.isAdministrator) throw forbidden("You don't have permission to do this");
    const removed = await deleteDemoData(db, auth.companyId);
    // Users' lists, menus and counts change: the company's cached lookups go.
    await publishLookupChange(app.ctx.hub, { companyId: auth.companyId, lookup: 'demoData' });
    return { message: 'Demo data is deleted', removed };
  });

  async function setCompleted(
    companyId: number,
    userId: number,
    feature: string,
    items: { section: string; activity: string }[],
    done: boolean,
  ) {
    if (items.length === 0) return;
    if (done) {
      await db
        .insert(onboardProgress)
        .values(items.map((i) => ({ companyId, userId, feature, ...i })))
        .onConflictDoNothing();
    } else {
      for (const section of new Set(items.map((i) => i.section))) {
        await db.delete(onboardProgress).where(
          and(
            eq(onboardProgress.userId, userId),
            eq(onboardProgress.feature, feature),
            eq(onboardProgress.section, section),
            inArray(
              onboardProgress.activity,
              items.filter((i) => i.section === section).map((i) => i.activity),
            ),
          ),
        );
      }
    }
  }
}

/** The stored record types (a role is a flag on a party, not rows of its own). */
const storedKinds = () => catalogue.map((t) => kindOf(t.objectName)).filter((k) => k !== undefined);

/** Notes every record of the company as demo data (the seed calls it once the company is seeded). */
export async function markDemoRecords(db: Db, companyId: number): Promise<void> {
  for (const kind of storedKinds()) {
    const discriminator = kind.type.discriminator;
    await db.execute(sql`insert into ${demoRecords} (company_id, object_name, object_id)
      select ${companyId}, ${kind.type.objectName}, id from ${kind.table}
      where company_id = ${companyId} ${discriminator ? sql`and ${kind.col(discriminator.field)} = ${discriminator.value}` : sql``}
      on conflict do nothing`);
  }
}

/** Removes the company's demo records (and their addresses, phones, e-mails and shares); answers how many records. */
export async function deleteDemoData(db: Db, companyId: number): Promise<number> {
  return db.transaction(async (tx) => {
    let removed = 0;
    for (const kind of storedKinds()) {
      const objectName = kind.type.objectName;
      const ids = tx
        .select({ id: demoRecords.objectId })
        .from(demoRecords)
        .where(and(eq(demoRecords.companyId, companyId), eq(demoRecords.objectName, objectName)));
      for (const child of [addresses, phones, emails, recordShares]) {
        await tx.delete(child).where(and(eq(child.companyId, companyId), eq(child.parentObject, objectName), inArray(child.parentId, ids)));
      }
      const gone = await tx
        .delete(kind.table)
        .where(and(eq(kind.col('companyId'), companyId), inArray(kind.col('id'), ids)))
        .returning({ id: kind.col('id') });
      removed += gone.length;
    }
    await tx.delete(demoRecords).where(eq(demoRecords.companyId, companyId));
    return removed;
  });
}
