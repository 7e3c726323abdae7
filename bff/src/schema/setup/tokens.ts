// /setup/integration: the viewer's API tokens for integrators (the token itself is shown once, at creation).
import { encodeGlobalID, decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { NotFoundError, ValidationError, mutate } from '../errors';

interface ApiTokenModel {
  id: number;
  name: string;
  creationDate: string;
  lastUsedDate: string | null;
}

const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

const ApiTokenRef = builder.objectRef<ApiTokenModel>('ApiToken').implement({
  description: 'An API token of the signed-in user, for an integrator (send it as `Authorization: Bearer <token>`).',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the token.', resolve: (k) => encodeGlobalID('ApiToken', k.id) }),
    name: t.string({ description: 'Name given at creation, e.g. the integration.', resolve: (k) => k.name }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (k) => k.creationDate }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was last used (to the minute).',
      resolve: (k) => k.lastUsedDate,
    }),
  }),
});

const CreateApiTokenSuccess = builder
  .objectRef<{ __typename: 'CreateApiTokenSuccess'; apiToken: ApiTokenModel; token: string }>('CreateApiTokenSuccess')
  .implement({
    description: 'The token was created: `token` is shown this once and never again.',
    isTypeOf: isType('CreateApiTokenSuccess'),
    fields: (t) => ({
      apiToken: t.field({ type: ApiTokenRef, description: 'The new token as listed.', resolve: (s) => s.apiToken }),
      token: t.string({ description: 'The secret to give the integrator; it cannot be read again.', resolve: (s) => s.token }),
    }),
  });

const RevokeApiTokenSuccess = builder.objectRef<{ __typename: 'RevokeApiTokenSuccess'; id: string }>('RevokeApiTokenSuccess').implement({
  description: 'The token was revoked: it is refused from now on.',
  isTypeOf: isType('RevokeApiTokenSuccess'),
  fields: (t) => ({ revokedId: t.id({ description: 'Global id of the revoked token.', resolve: (s) => s.id }) }),
});

const CreateApiTokenPayload = builder.errorUnion('CreateApiTokenPayload', {
  description: 'Result of createApiToken.',
  types: [CreateApiTokenSuccess, ValidationError],
  omitDefaultTypes: true,
});
const RevokeApiTokenPayload = builder.errorUnion('RevokeApiTokenPayload', {
  description: 'Result of revokeApiToken.',
  types: [RevokeApiTokenSuccess, NotFoundError],
  omitDefaultTypes: true,
});

builder.queryFields((t) => ({
  apiTokens: t.field({
    type: [ApiTokenRef],
    description: "The signed-in user's API tokens, newest first (names and dates; never the secret).",
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => (await ctx.upstream.call<{ data: ApiTokenModel[] }>('GET', '/api/ApiToken/List')).data,
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreateApiTokenPayload,
    description: 'Creates an API token with a name; the secret is in the payload only.',
    authScopes: { authenticated: true },
    args: { name: t.arg.string({ required: true, description: 'What the token is for.' }) },
    resolve: (_p, { name }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ id: number; name: string; token: string }>('POST', '/api/ApiToken/Add', { body: { name } });
        return {
          __typename: 'CreateApiTokenSuccess' as const,
          apiToken: { id: res.id, name: res.name, creationDate: new Date().toISOString(), lastUsedDate: null },
          token: res.token,
        };
      }),
  }),
  revokeApiToken: t.field({
    type: RevokeApiTokenPayload,
    description: 'Revokes one of your API tokens; calls with it are refused at once.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the token.' }) },
    resolve: (_p, { id }, ctx) =>
      mutate(async () => {
        let rowId: number | null = null;
        try {
          const decoded = decodeGlobalID(String(id));
          if (decoded.typename === 'ApiToken' && /^\d+$/.test(decoded.id)) rowId = Number(decoded.id);
        } catch {
          rowId = null;
        }
        if (rowId === null) throw new NotFoundError('API token not found');
        await ctx.upstream.call('DELETE', `/api/ApiToken/Delete/${rowId}`);
        return { __typename: 'RevokeApiTokenSuccess' as const, id: String(id) };
      }),
  }),
}));
