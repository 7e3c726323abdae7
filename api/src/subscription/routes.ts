// GET /api/Home/ConfirmSubscription?role and POST /api/Plan/ConfirmSubscription?paymentInterval (administrators
// only). The server trusts nothing of the client's totals or list transitions: it recomputes both from the
// selection, checks the card through the payment processor and stores only the processor's token and last four.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { subscriptionPayments, users } from '../db/schema';
import { badRequest, forbidden, REQUIRED_MESSAGE, type FieldError } from '../http/errors';
import { parseBody } from '../http/validation';
import { publishLookupChange } from '../hub/bus';
import { LAST_ADMIN_MESSAGE } from '../setup/user-admin';
import { EmbeddedPaymentProcessor, type PaymentProcessor } from './payments';
import { EXTENSIONS, PAYMENT_INTERVALS, type Extension } from './pricing';
import { companySeats, markSubscribed, seatedOutside, subscriptionSections } from './plan-link';
import {
  ADMIN_ONLY_MESSAGE,
  CONFIRMED_MESSAGE,
  NO_USER_MESSAGE,
  TOTAL_FREE_USER,
  applySelection,
  selectionTotals,
  subscriptionModel,
  type SelectionInput,
} from './service';

const REQUIRED_FIELDS = ['firstName', 'lastName', 'street', 'city', 'cardNumber', 'verification', 'expiry'] as const;

const text = z.string().max(200).nullish();
const idRef = z.object({ id: z.number().int().positive().max(2_147_483_647) }).passthrough();
const body = z.object({
  model: z
    .object({
      firstName: text,
      lastName: text,
      street: text,
      city: text,
      country: text,
      cardNumber: z.string().max(40).nullish(),
      verification: z.string().max(8).nullish(),
      expiry: z.string().max(10).nullish(),
    })
    .default({}),
  trialSectionList: z
    .array(
      z
        .object({
          role: z.enum(EXTENSIONS, { message: 'Invalid role' }),
          roleUserList: z.array(idRef.extend({ selected: z.boolean().default(false) })).max(10_000),
        })
        .passthrough(),
    )
    .max(EXTENSIONS.length)
    .default([]),
  freeUserList: z.array(idRef).max(10_000).default([]),
  inactiveUserList: z.array(idRef).max(10_000).default([]),
  // The spec's body also carries contact, contactList, cardList and roleList; the server derives what it needs.
});
const query = z.object({ paymentInterval: z.enum(PAYMENT_INTERVALS, { message: 'Invalid payment interval' }).default('monthly') });

export async function subscriptionRoutes(app: FastifyInstance, processor: PaymentProcessor = new EmbeddedPaymentProcessor(app.ctx.db)) {
  const { db, sessions, hub, clock } = app.ctx;

  const requireAdmin = (request: Parameters<typeof requireUser>[0]) => {
    const auth = requireUser(request);
    if (!auth.user.isAdministrator) throw forbidden(ADMIN_ONLY_MESSAGE);
    return auth;
  };
  const companyUsers = (companyId: number) =>
    db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

  app.get('/api/Home/ConfirmSubscription', async (request) => {
    const auth = requireAdmin(request);
    const q = parseBody(z.object({ role: z.enum(EXTENSIONS, { message: 'Invalid role' }).optional(), ...query.shape }), request.query);
    const now = clock.now();
    const sections = await subscriptionSections(db, auth.companyId, q.role, now);
    const [people, seats] = await Promise.all([companyUsers(auth.companyId), companySeats(db, auth.companyId)]);
    return subscriptionModel(sections, people, seats, now, q.paymentInterval);
  });

  app.post('/api/Plan/ConfirmSubscription', async (request) => {
    const auth = requireAdmin(request);
    const { paymentInterval } = parseBody(query, request.query);
    const input = parseBody(body, request.body ?? {});

    const missing: FieldError[] = REQUIRED_FIELDS.filter((f) => !input.model[f]?.trim()).map((f) => ({
      field: `model.${f}`,
      message: REQUIRED_MESSAGE,
    }));
    if (missing.length > 0) throw badRequest(REQUIRED_MESSAGE, missing);

    const everyone = await companyUsers(auth.companyId);
    const known = new Set(everyone.map((u) => u.id));
    const mentioned = [
      ...input.trialSectionList.flatMap((s) => s.roleUserList.map((u) => u.id)),
      ...input.freeUserList.map((u) => u.id),
      ...input.inactiveUserList.map((u) => u.id),
    ];
    if (mentioned.some((id) => !known.has(id))) throw badRequest('Invalid user', [{ field: 'trialSectionList', message: 'Invalid user' }]);

    const selection: SelectionInput = {
      sections: input.trialSectionList.map((s) => ({
        role: s.role as Extension,
        selectedIds: s.roleUserList.filter((u) => u.selected).map((u) => u.id),
      })),
      inactiveIds: input.inactiveUserList.map((u) => u.id),
    };
    const selectedUsers = new Set(selection.sections.flatMap((s) => s.selectedIds));
    if (selectedUsers.size === 0) throw badRequest(NO_USER_MESSAGE, [{ field: 'trialSectionList', message: NO_USER_MESSAGE }]);

    const now = clock.now();
    const elsewhere = await seatedOutside(
      db,
      auth.companyId,
      selection.sections.map((s) => s.role),
      now,
    );
    const changes = applySelection(everyone, selection, TOTAL_FREE_USER, elsewhere);
    const byId = new Map(everyone.map((u) => [u.id, u]));
    if (!changes.some((c) => c.isActive && byId.get(c.id)!.isAdministrator))
      throw badRequest(LAST_ADMIN_MESSAGE, [{ field: 'inactiveUserList', message: LAST_ADMIN_MESSAGE }]);
    const { sections, total } = selectionTotals(selection, paymentInterval);

    const model = input.model;
    const tokenized = await processor.tokenize(
      auth.companyId,
      { cardNumber: model.cardNumber!, verification: model.verification!, expiry: model.expiry! },
      now,
    );
    if (!tokenized.ok) throw badRequest(tokenized.errors[0]!.message, tokenized.errors);
    const lines = sections.map((s) => `${s.role}:${s.users}`).join(',');
    const { chargeId } = await processor.charge(auth.companyId, tokenized.card.token, total, `Subscription ${paymentInterval} ${lines}`);

    const changed = changes.filter((c) => {
      const before = byId.get(c.id)!;
      return before.role !== c.role || before.isActive !== c.isActive;
    });
    await db.transaction(async (tx) => {
      for (const c of changed) await tx.update(users).set({ role: c.role, isActive: c.isActive }).where(eq(users.id, c.id));
      await tx.insert(subscriptionPayments).values({
        companyId: auth.companyId,
        userId: auth.user.id,
        paymentInterval,
        amount: total,
        userCount: selectedUsers.size,
        lines,
        cardToken: tokenized.card.token,
        cardLast4: tokenized.card.last4,
        chargeId,
        billingName: `${model.firstName!.trim()} ${model.lastName!.trim()}`,
        billingStreet: model.street!.trim(),
        billingCity: model.city!.trim(),
        billingCountry: model.country?.trim() || null,
      });
      await markSubscribed(tx, auth.companyId, selection, changes);
    });
    for (const c of changed) {
      sessions.cache.forgetUser(c.id);
      if (!c.isActive && byId.get(c.id)!.isActive) await sessions.endUserSessions(c.id);
    }
    await publishLookupChange(hub, { companyId: auth.companyId, lookup: 'users' });
    const final = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), inArray(users.id, [...selectedUsers])));
    return {
      message: CONFIRMED_MESSAGE,
      paymentInterval,
      total,
      sections,
      cardLast4: tokenized.card.last4,
      upgradedUserCount: final.length,
      freeUserList: changes.filter((c) => c.state === 'free').map((c) => ({ id: c.id })),
      inactiveUserList: changes.filter((c) => c.state === 'inactive').map((c) => ({ id: c.id })),
    };
  });
}
