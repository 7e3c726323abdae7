// The Explorer panel (issue 11): help home and sub-pages (4 items per page), ask a question, request a call, the
// questionnaire, and hiding the welcome. Questions and call requests are kept for support (`explorer_requests`).
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { explorerRequests, users } from '../db/schema';
import { REQUIRED_MESSAGE, notFound } from '../http/errors';
import { parseBody } from '../http/validation';

/** The spec: Explorer shows 4 items per page. */
export const EXPLORER_PAGE_SIZE = 4;

interface ExplorerItem {
  value: string;
  title: string;
  description: string;
  url: string;
}

/** The help pages: the home lists each page; a page lists its items, 4 at a time. */
export const EXPLORER_PAGES: { value: string; title: string; items: ExplorerItem[] }[] = [
  {
    value: 'getting-started',
    title: 'Getting started',
    items: [
      { value: 'tour', title: 'Take the tour', description: 'The top bar, the menu and the home page.', url: '/explorer/onboarding' },
      { value: 'company', title: 'Set up your company', description: 'Profile, users and their roles.', url: '/setup' },
      { value: 'import', title: 'Bring your data', description: 'Organizations, contacts and products.', url: '/organization' },
      { value: 'demo', title: 'Try the demo data', description: 'Explore, then delete it in one step.', url: '/' },
      { value: 'mobile', title: 'On the go', description: 'The menu on small screens.', url: '/' },
    ],
  },
  {
    value: 'crm',
    title: 'CRM',
    items: [
      { value: 'organizations', title: 'Organizations', description: 'Customers and suppliers.', url: '/organization' },
      { value: 'contacts', title: 'Contacts', description: 'People and their details.', url: '/contact' },
      { value: 'opportunities', title: 'Opportunities', description: 'Your pipeline.', url: '/opportunity' },
    ],
  },
  {
    value: 'projects',
    title: 'Projects and tasks',
    items: [
      { value: 'projects', title: 'Projects', description: 'Plan and follow work.', url: '/project' },
      { value: 'tasks', title: 'Tasks', description: 'Assign, accept and time tasks.', url: '/task' },
    ],
  },
];

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, REQUIRED_MESSAGE);

const questionBody = z.object({
  email: required(254).email('Invalid email'),
  name: required(200),
  subject: required(200),
  question: required(4000),
});
const callBody = z.object({
  email: required(254).email('Invalid email'),
  name: required(200),
  phoneNumber: required(50),
  country: text(100).optional().default(''),
  callTime: text(100).optional().default(''),
  comment: text(4000).optional().default(''),
  reason: text(200).optional().default(''),
});
/**
 * A questionnaire answer: a comma-separated list of choices (spaces trimmed, blanks and repeats dropped), at least
 * one — the questionnaire is sent whole or not at all.
 */
const answers = z
  .string()
  .max(1000)
  .optional()
  .transform((v) => [...new Set((v ?? '').split(',').map((c) => c.trim()))].filter(Boolean))
  .refine((choices) => choices.length > 0, REQUIRED_MESSAGE)
  .refine((choices) => choices.length <= 20 && choices.every((c) => c.length <= 100), 'Too many choices')
  .transform((choices) => choices.join(','));
const questionnaireBody = z.object({ roleInCompany: answers, currentIssue: answers, interested: answers });

export async function explorerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/Explorer/Home', async (request) => {
    const auth = requireUser(request);
    const prefs = auth.user.preferences as { showWelcome?: boolean; showExplorer?: boolean };
    return {
      showWelcome: prefs.showWelcome !== false,
      showExplorer: prefs.showExplorer !== false,
      canDeleteDemoData: auth.user.isAdministrator,
      pages: EXPLORER_PAGES.map((p) => ({ value: p.value, title: p.title, totalItem: p.items.length })),
    };
  });

  app.get('/api/Explorer/Subpage', async (request) => {
    requireUser(request);
    const q = parseBody(
      z.object({ page: z.string().max(100), currentPage: z.coerce.number().int().min(1).max(1000).default(1) }),
      request.query,
    );
    const page = EXPLORER_PAGES.find((p) => p.value === q.page);
    if (!page) throw notFound('Page not found');
    const start = (q.currentPage - 1) * EXPLORER_PAGE_SIZE;
    return {
      value: page.value,
      title: page.title,
      data: page.items.slice(start, start + EXPLORER_PAGE_SIZE),
      currentPage: q.currentPage,
      pageSize: EXPLORER_PAGE_SIZE,
      totalItem: page.items.length,
    };
  });

  // The question form, filled with who is asking.
  app.get('/api/Explorer/Question', async (request) => {
    const auth = requireUser(request);
    return { email: auth.user.email, name: `${auth.user.firstName} ${auth.user.lastName}`.trim(), subject: '', question: '' };
  });

  app.put('/api/Explorer/Question', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(questionBody, request.body);
    await db.insert(explorerRequests).values({ companyId: auth.companyId, userId: auth.user.id, kind: 'question', body });
    return {};
  });

  app.put('/api/Explorer/Call', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(callBody, request.body);
    await db.insert(explorerRequests).values({ companyId: auth.companyId, userId: auth.user.id, kind: 'call', body });
    return {};
  });

  app.get('/api/Explorer/GetQuestionnaire', async (request) => {
    const auth = requireUser(request);
    const saved = auth.user.preferences.questionnaire;
    return saved ?? { roleInCompany: '', currentIssue: '', interested: '' };
  });

  app.post('/api/Explorer/SaveQuestionnaire', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(questionnaireBody, request.body);
    await db
      .update(users)
      .set({ preferences: sql`jsonb_set(${users.preferences}, '{questionnaire}', ${JSON.stringify(body)}::jsonb)` })
      .where(eq(users.id, auth.user.id));
    app.ctx.sessions.cache.forgetUser(auth.user.id);
    return body;
  });

  app.post('/api/Explorer/HideWelcome', async (request) => {
    const auth = requireUser(request);
    await db
      .update(users)
      .set({ preferences: sql`jsonb_set(${users.preferences}, '{showWelcome}', 'false'::jsonb)` })
      .where(eq(users.id, auth.user.id));
    app.ctx.sessions.cache.forgetUser(auth.user.id);
    return { showWelcome: false };
  });
}
