// The plan's gate, shared by every call: a module outside the user's plan and role answers 426. The records
// engine's routes (`/api/{Object}/…`, `/api/{Object}Share/…`) are gated by their type's module, and any call
// naming a parent record (`parentObject` in the query or body: attachments, history, sections) by the parent's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordType } from '../../../contract';
import { HttpError, UPGRADE_MESSAGE } from '../http/errors';
import { reachableModules } from '../plans/service';
import type { Module } from './index';

export const upgradeRequired = () => new HttpError(426, UPGRADE_MESSAGE);

const reachable = new WeakMap<FastifyRequest, Promise<(module: Module) => boolean>>();

/** Whether the request's user reaches a module now (asked once per request). Service callers reach everything. */
export function moduleReach(request: FastifyRequest): Promise<(module: Module) => boolean> {
  let found = reachable.get(request);
  if (!found) {
    const auth = request.auth;
    found =
      auth?.kind === 'user'
        ? reachableModules(request.server.ctx.db, { ...auth.user, companyId: auth.companyId }, request.server.ctx.clock.now())
        : Promise.resolve(() => true);
    reachable.set(request, found);
  }
  return found;
}

/** Refuses (426) a module the user's plan and role do not include. */
export async function requireModule(request: FastifyRequest, module: Module): Promise<void> {
  if (!(await moduleReach(request))(module)) throw upgradeRequired();
}

/** Refuses (426) a record type (by object name) of a module the user cannot reach; unknown names pass (the route says 404). */
export async function requireTypeModule(request: FastifyRequest, objectName: string): Promise<void> {
  const type = recordType(objectName);
  if (type) await requireModule(request, type.module);
}

const ROUTE_OBJECT = /^\/api\/([A-Za-z]+)\//;

function parentObjectOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const p = (value as Record<string, unknown>).parentObject;
  return typeof p === 'string' ? p : undefined;
}

/** The record types a request reaches by its route and its parentObject. */
function typesOfRequest(request: FastifyRequest): string[] {
  const out: string[] = [];
  const url = request.routeOptions.url ?? '';
  const segment = ROUTE_OBJECT.exec(url)?.[1];
  if (segment) out.push(segment.endsWith('Share') && !recordType(segment) ? segment.slice(0, -'Share'.length) : segment);
  for (const p of [parentObjectOf(request.query), parentObjectOf(request.body)]) if (p) out.push(p);
  return out;
}

/** Installs the gate before every handler of the scope (after authentication, before any work). */
export function installModuleGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.auth?.kind !== 'user') return;
    for (const name of typesOfRequest(request)) await requireTypeModule(request, name);
  });
}
