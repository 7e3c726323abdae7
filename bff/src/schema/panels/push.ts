// Web push: a browser's subscription (`PUT /api/UserOption/UpdatePushSubscription`), made by the notification
// panel's "Notify me in this browser" toggle with the viewer's `pushPublicKey`.
import { builder } from '../builder';
import { ValidationError, mutate } from '../errors';

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: 'The browser’s push subscription (PushSubscription.toJSON()), or its endpoint alone to remove it.',
  fields: (t) => ({
    endpoint: t.string({ required: true, description: 'The push service URL (https).' }),
    p256dh: t.string({ description: 'The browser’s public key (base64url); required unless removing.' }),
    auth: t.string({ description: 'The authentication secret (base64url); required unless removing.' }),
    remove: t.boolean({ description: 'Stop pushing to this browser.' }),
  }),
});

const UpdatePushSubscriptionSuccess = builder
  .objectRef<{ __typename: 'UpdatePushSubscriptionSuccess'; subscribed: boolean }>('UpdatePushSubscriptionSuccess')
  .implement({
    description: 'The subscription was stored or removed.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'UpdatePushSubscriptionSuccess',
    fields: (t) => ({
      subscribed: t.boolean({ description: 'Whether this browser now receives pushes.', resolve: (s) => s.subscribed }),
    }),
  });

const UpdatePushSubscriptionPayload = builder.errorUnion('UpdatePushSubscriptionPayload', {
  description: 'Result of updatePushSubscription.',
  types: [UpdatePushSubscriptionSuccess, ValidationError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  updatePushSubscription: t.field({
    type: UpdatePushSubscriptionPayload,
    description: 'Stores (or with `remove`, deletes) this browser’s web push subscription for the signed-in user.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PushSubscriptionInput, required: true, description: 'The subscription.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const body = input.remove
          ? { endpoint: input.endpoint, remove: true }
          : { endpoint: input.endpoint, keys: { p256dh: input.p256dh ?? '', auth: input.auth ?? '' } };
        const { subscribed } = await ctx.upstream.call<{ subscribed: boolean }>('PUT', '/api/UserOption/UpdatePushSubscription', { body });
        return { __typename: 'UpdatePushSubscriptionSuccess' as const, subscribed };
      }),
  }),
}));
