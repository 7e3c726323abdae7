// `signInAttempts`: the company's sign-in audit (POST /api/SignInAudit/PagingAndSorting), administrators only.
// The api decides who may read it; its 403 reaches the client as a FORBIDDEN error on this (nullable) field.
import { builder } from '../builder';
import { offsetConnection } from '../common/paging';
import { UserRef } from '../users';

interface SignInAttemptModel {
  id: number;
  attemptedAt: string;
  username: string;
  userId: number | null;
  userName: string | null;
  clientAddress: string;
  userAgent: string | null;
  outcome: 'success' | 'failure' | 'throttled';
}

interface SignInAttemptPage {
  data: SignInAttemptModel[];
  totalItem: number;
  totalPage: number;
}

const SignInOutcome = builder.enumType('SignInOutcome', {
  description: 'How a sign-in attempt ended.',
  values: {
    SUCCESS: { value: 'success', description: 'Signed in.' },
    FAILURE: { value: 'failure', description: 'Refused: unknown name or wrong password (the answer does not say which).' },
    THROTTLED: { value: 'throttled', description: 'Refused without checking the password: too many recent failures for the name or the address.' },
  } as const,
});

const SignInAttemptRef = builder.objectRef<SignInAttemptModel>('SignInAttempt').implement({
  description: 'One sign-in attempt on an account of the company, as the api recorded it.',
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (a) => a.id }),
    attemptedAt: t.field({ type: 'DateTime', description: 'When the attempt was made.', resolve: (a) => a.attemptedAt }),
    username: t.string({ description: 'The sign-in name as typed (lower-cased).', resolve: (a) => a.username }),
    user: t.field({ type: UserRef, nullable: true, description: 'The account the name belongs to.', resolve: (a) => a.userId }),
    userName: t.string({ nullable: true, description: "The account holder's full name.", resolve: (a) => a.userName }),
    clientAddress: t.string({ description: 'The address the attempt came from (as the api resolved it through trusted proxies).', resolve: (a) => a.clientAddress }),
    userAgent: t.string({ nullable: true, description: "The browser's user agent.", resolve: (a) => a.userAgent }),
    outcome: t.field({ type: SignInOutcome, description: 'How it ended.', resolve: (a) => a.outcome }),
  }),
});

const SignInAttemptEdge = builder.edgeObject({ name: 'SignInAttemptEdge', type: SignInAttemptRef, description: 'A sign-in attempt in a connection.' });
const SignInAttemptConnection = builder.connectionObject(
  {
    name: 'SignInAttemptConnection',
    type: SignInAttemptRef,
    description: 'A page of sign-in attempts, newest first.',
    fields: (t) => ({ totalCount: t.int({ description: 'Number of attempts (all pages).', resolve: (c) => c.totalCount }) }),
  },
  SignInAttemptEdge,
);

builder.queryFields((t) => ({
  signInAttempts: t.connection(
    {
      type: SignInAttemptRef,
      nullable: true,
      description:
        "Sign-in attempts on the company's accounts, newest first. Administrators only: anyone else gets a FORBIDDEN error (and null).",
      authScopes: { authenticated: true },
      args: {
        outcome: t.arg({ type: SignInOutcome, description: 'Only attempts that ended this way.' }),
        username: t.arg.string({ description: 'Only attempts with this sign-in name (case-insensitive).' }),
      },
      resolve: async (_root, args, ctx) => {
        const parameter = { outcome: args.outcome ?? undefined, username: args.username ?? undefined };
        // An upstream 403 becomes a FORBIDDEN error with the api's message (yoga.ts maps UpstreamError).
        return offsetConnection(
          args,
          (currentPage, pageSize) => ctx.upstream.call<SignInAttemptPage>('POST', '/api/SignInAudit/PagingAndSorting', { body: { currentPage, pageSize, parameter } }),
          (a) => a,
        );
      },
    },
    SignInAttemptConnection,
  ),
}));
