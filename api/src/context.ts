// Shared request/app context types and the Fastify type augmentations.
import type { FastifyRequest } from 'fastify';
import type { Db, DatabaseKind } from './db/client';
import type { users } from './db/schema';
import type { DiskStorage } from './attachments/storage';
import type { HubBus } from './hub/bus';
import type { SessionStore } from './auth/sessions';
import type { SignInThrottle } from './auth/throttle';
import { unauthorized } from './http/errors';
import type { Clock } from './plans/clock';
import type { Mailer } from './mail/mailer';

export type UserRow = typeof users.$inferSelect;

export interface AppContext {
  db: Db;
  dbKind: DatabaseKind;
  hub: HubBus;
  serviceToken: string;
  /** Where attachment bytes are kept, and the largest file an upload may carry. */
  attachments: { storage: DiskStorage; maxBytes: number };
  /** Session and API-token lookups (with their short cache), logout and expiry. */
  sessions: SessionStore;
  /** Sign-in back-off by account and client address. */
  signInThrottle: SignInThrottle;
  /** Origins (besides the api's own) whose browsers may send state-changing requests with the session cookie. */
  trustedOrigins: readonly string[];
  /** "Now" for the plan (trial ends): the system clock, or a movable one under test harnesses. */
  clock: Clock;
  /** Web push (VAPID): the public key browsers subscribe with; absent when push is off. */
  push?: { publicKey: string; allowLoopback: boolean };
  /** Outgoing mail: SMTP when SMTP_URL is set, else the recording mailer; null when mail is off. */
  mailer: Mailer | null;
}

export interface UserAuth {
  kind: 'user';
  user: UserRow;
  companyId: number;
  /** Set when authenticated by a session (cookie or bearer); null for API tokens. */
  sessionId: number | null;
  /** Set when authenticated by an API token. */
  apiTokenId?: number;
  /** Object names of the types outside the user's plan, set per request by the module guard (record calls). */
  lockedObjects?: readonly string[];
}

export interface ServiceAuth {
  kind: 'service';
}

export type Auth = UserAuth | ServiceAuth;

/** Who may call a route: nobody special, a user, or a user or the bff's service token (hub stream). */
export type RouteAuth = 'public' | 'user' | 'stream';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** The spec defines this route's body as form-encoded: `application/x-www-form-urlencoded` is accepted besides JSON. */
    formBody?: boolean;
    /** The route takes an upload: `multipart/form-data` is accepted besides JSON (origin checks still apply). */
    multipartBody?: boolean;
  }
}

export function requireUser(request: FastifyRequest): UserAuth {
  const auth = request.auth;
  if (!auth || auth.kind !== 'user') throw unauthorized();
  return auth;
}
