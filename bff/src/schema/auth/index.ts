import { stringifySetCookie } from 'cookie';
import type { Context } from '../../context';
import { SESSION_COOKIE } from '../../context';
import { UpstreamError } from '../../upstream/client';
import type { SessionUser } from '../../upstream/types';
import { builder } from '../builder';
import { GraphQLError } from 'graphql';
import {
  AuthenticationError,
  ErrorInterface,
  FieldErrorShape,
  NotFoundError,
  ValidationError,
  mutationError,
  toGraphQLError,
} from '../errors';
import { clientHeaders } from './client';
import './sign-ins';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';

const LoginInput = builder.inputType('LoginInput', {
  description: 'Credentials of a user.',
  fields: (t) => ({
    username: t.string({ required: true, description: 'Sign-in name (email address).' }),
    password: t.string({ required: true, description: 'Password.' }),
  }),
});

const LoginSuccess = builder.objectRef<{ __typename: 'LoginSuccess'; viewer: ViewerSource }>('LoginSuccess').implement({
  description: 'Signed in: the session cookie is set.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'LoginSuccess',
  fields: (t) => ({
    viewer: t.field({ type: ViewerRef, description: 'The signed-in user.', resolve: (s) => s.viewer }),
  }),
});

/** Sign-in is throttled for this name or address (upstream 429). */
export class TooManySignInAttemptsError extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
    this.name = 'TooManySignInAttemptsError';
  }
}

builder.objectType(TooManySignInAttemptsError, {
  name: 'TooManySignInAttemptsError',
  description: 'Too many failed sign-ins for this name or from this address: wait `retryAfter` seconds (the message says how long).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfter: t.exposeInt('retryAfter', { description: 'Seconds to wait before the next attempt can succeed.' }),
  }),
});

const LoginPayload = builder.errorUnion('LoginPayload', {
  description: 'Result of login.',
  types: [LoginSuccess, AuthenticationError, TooManySignInAttemptsError, ValidationError],
  omitDefaultTypes: true,
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  description: 'Result of logout.',
  fields: (t) => ({
    success: t.boolean({ description: 'Always true: the session is gone and the cookie cleared.', resolve: (s) => s.success }),
  }),
});

function cookie(ctx: Context, value: string, maxAge?: number): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.state.secure,
    maxAge,
    // Clearing: old browsers honour Expires only.
    expires: maxAge === 0 ? new Date(0) : undefined,
  });
}

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayload,
    description: 'Signs in with username and password; sets the httpOnly session cookie `sid`.',
    args: { input: t.arg({ type: LoginInput, required: true, description: 'The credentials.' }) },
    resolve: async (_p, { input }, ctx) => {
      // Sign in afresh: the call goes out without any previous session.
      ctx.setSession(null);
      let res: { token: string; user: SessionUser };
      try {
        res = await ctx.upstream.call('POST', '/api/Authentication/Login', {
          body: { username: input.username, password: input.password },
          headers: clientHeaders(ctx),
        });
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 429) {
          const retryAfter = Number(err.body?.retryAfter);
          throw new TooManySignInAttemptsError(
            err.body?.message ?? 'Too many failed sign-in attempts.',
            Number.isSafeInteger(retryAfter) && retryAfter > 0 ? retryAfter : 60,
          );
        }
        if (err instanceof UpstreamError && (err.status === 400 || err.status === 401 || err.status === 403)) {
          const fields = err.body?.errors ?? [];
          if (fields.length > 0) {
            throw new ValidationError(
              err.body?.message ?? 'Please complete all required fields',
              fields.map((f) => new FieldErrorShape(f.field, f.message)),
            );
          }
          throw new AuthenticationError(err.body?.message ?? 'Invalid username or password');
        }
        if (err instanceof UpstreamError) throw toGraphQLError(err);
        throw err;
      }
      ctx.state.setCookies.push(cookie(ctx, res.token));
      ctx.setSession(res.token);
      return { __typename: 'LoginSuccess' as const, viewer: await loadViewer(ctx) };
    },
  }),
  logout: t.field({
    type: LogoutPayload,
    description: 'Signs out: destroys the session upstream and clears the cookie.',
    resolve: async (_p, _a, ctx) => {
      if (ctx.token) {
        try {
          // A POST: the api keeps its GET path without side effects (cross-site links cannot sign anyone out).
          await ctx.upstream.call('POST', '/authentication/logout', { query: { _ajax: 1 } });
        } catch (err) {
          if (!(err instanceof UpstreamError && err.status === 401)) throw err;
        }
      }
      if (ctx.auth.kind === 'cookie' || ctx.auth.kind === 'none') ctx.state.setCookies.push(cookie(ctx, '', 0));
      ctx.setSession(null);
      return { success: true };
    },
  }),
}));

// ---- invitations: an invited user sets a first password from the e-mailed link, then is signed in ----

type InvitationShape = { email: string; firstName: string; lastName: string; companyName: string };

const InvitationRef = builder.objectRef<InvitationShape>('Invitation').implement({
  description: 'An open invitation to set a first password: who is invited, to which company.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The invited address (the sign-in name).' }),
    firstName: t.exposeString('firstName', { description: 'First name given by the administrator.' }),
    lastName: t.exposeString('lastName', { description: 'Last name given by the administrator.' }),
    companyName: t.exposeString('companyName', { description: 'The inviting company.' }),
  }),
});

const SetPasswordInput = builder.inputType('SetPasswordInput', {
  description: 'The token of an invitation link and the new password.',
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the invitation link.' }),
    password: t.string({ required: true, description: 'The new password (at least 8 characters).' }),
  }),
});

const SetPasswordPayload = builder.errorUnion('SetPasswordPayload', {
  description: 'Result of setPassword: signed in, or why not (NotFoundError: the invitation is unknown, used or expired).',
  types: [LoginSuccess, ValidationError, NotFoundError, TooManySignInAttemptsError],
  omitDefaultTypes: true,
});

function throttled(err: unknown): TooManySignInAttemptsError | null {
  if (!(err instanceof UpstreamError && err.status === 429)) return null;
  const retryAfter = Number(err.body?.retryAfter);
  return new TooManySignInAttemptsError(
    err.body?.message ?? 'Too many failed sign-in attempts.',
    Number.isSafeInteger(retryAfter) && retryAfter > 0 ? retryAfter : 60,
  );
}

builder.queryFields((t) => ({
  invitation: t.field({
    type: InvitationRef,
    nullable: true,
    description: 'The open invitation a link token names; null when unknown, used or expired. Throttled like sign-in.',
    args: { token: t.arg.string({ required: true, description: 'The token of the invitation link.' }) },
    resolve: async (_p, { token }, ctx) => {
      try {
        return await ctx.upstream.call<InvitationShape>('GET', '/api/Authentication/Invitation', {
          query: { token },
          headers: clientHeaders(ctx),
        });
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 404) return null;
        const wait = throttled(err);
        if (wait) throw new GraphQLError(wait.message, { extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: wait.retryAfter } });
        throw err instanceof UpstreamError ? toGraphQLError(err) : err;
      }
    },
  }),
}));

builder.mutationFields((t) => ({
  setPassword: t.field({
    type: SetPasswordPayload,
    description: "Sets an invited user's first password from the invitation link's token (single use); signs them in.",
    args: { input: t.arg({ type: SetPasswordInput, required: true, description: 'The token and the password.' }) },
    resolve: async (_p, { input }, ctx) => {
      ctx.setSession(null);
      let res: { token: string; user: SessionUser };
      try {
        res = await ctx.upstream.call('POST', '/api/Authentication/SetPassword', {
          body: { token: input.token, password: input.password },
          headers: clientHeaders(ctx),
        });
      } catch (err) {
        throw throttled(err) ?? mutationError(err);
      }
      ctx.state.setCookies.push(cookie(ctx, res.token));
      ctx.setSession(res.token);
      return { __typename: 'LoginSuccess' as const, viewer: await loadViewer(ctx) };
    },
  }),
}));
