// Shared request/app context types and the Fastify type augmentations.
import type { FastifyRequest } from 'fastify';
import type { Db, DatabaseKind } from './db/client';
import type { users } from './db/schema';
import type { DiskStorage } from './attachments/storage';
import type { HubBus } from './hub/bus';
import { unauthorized } from './http/errors';

export type UserRow = typeof users.$inferSelect;

export interface AppContext {
  db: Db;
  dbKind: DatabaseKind;
  hub: HubBus;
  serviceToken: string;
  /** Where attachment bytes are kept, and the largest file an upload may carry. */
  attachments: { storage: DiskStorage; maxBytes: number };
}

export interface UserAuth {
  kind: 'user';
  user: UserRow;
  companyId: number;
  /** Set when authenticated by a session (cookie or bearer); null for API tokens. */
  sessionId: number | null;
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
  }
}

export function requireUser(request: FastifyRequest): UserAuth {
  const auth = request.auth;
  if (!auth || auth.kind !== 'user') throw unauthorized();
  return auth;
}
