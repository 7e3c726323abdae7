// The plan's REST calls (trials, retrial, survey, prompts); see api/CONTRACT.md "Plan and trials".
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { promotionViews } from './schema';
import { FLAG_PROMOTION_SEEN, FLAG_TRIAL_OFFER_NOT_INTERESTED, markFlag } from './prompts';
import { testClockRoute, testMailRoute } from './test-clock';
import { extensionOfQuery, notifyAdmins, retrial, startTrial, survey, trialUsed } from './trials';
import { upgradeContent } from './upgrade-content';

const urlQuery = z.object({ url: z.string().trim().min(1, 'url is required').max(500) });
const dismissBody = z.object({ notInterested: z.boolean() });

export async function planRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  testClockRoute(app);
  testMailRoute(app);

  app.get('/api/Company/TrialUsed', async (request) => trialUsed(ctx, requireUser(request), extensionOfQuery(request.query)));
  app.post('/api/User/StartTrial', async (request) => startTrial(ctx, requireUser(request), extensionOfQuery(request.query), request.body));
  app.post('/api/Plan/Retrial', async (request) => retrial(ctx, requireUser(request), extensionOfQuery(request.query)));
  app.post('/api/Plan/RetrialNotifyAdmin', async (request) => notifyAdmins(ctx, requireUser(request), extensionOfQuery(request.query)));
  app.post('/api/Plan/Survey', async (request) => survey(ctx, requireUser(request), request.body));

  /** A view of a promotion item; the first one also sets the user's "promotion pane seen" flag. */
  app.get('/api/Plan/PromotionTracking', async (request) => {
    const auth = requireUser(request);
    const { url } = parseBody(urlQuery, request.query ?? {});
    await ctx.db.insert(promotionViews).values({ companyId: auth.companyId, userId: auth.user.id, url, viewedAt: ctx.clock.now() });
    await markFlag(ctx, auth, FLAG_PROMOTION_SEEN);
    return { success: true };
  });

  /** 'Not interested' in the trial offer: a persistent flag ('Later' is the client's session flag). */
  app.post('/api/Plan/DismissTrialOffer', async (request) => {
    const auth = requireUser(request);
    const { notInterested } = parseBody(dismissBody, request.body ?? {});
    if (notInterested) await markFlag(ctx, auth, FLAG_TRIAL_OFFER_NOT_INTERESTED);
    return { success: true };
  });

  app.get('/Json_Data/Upgrade/:file', async (request) => {
    const { file } = request.params as { file: string };
    const content = file.toLowerCase().endsWith('.json') ? upgradeContent(file.slice(0, -5)) : null;
    if (!content) throw notFound('Unknown feature');
    return content;
  });
}
