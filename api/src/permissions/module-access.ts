// The plan's gate, shared by every call: a module outside the user's plan and role answers 426. The records
// engine's routes (`/api/{Object}/…`, `/api/{Object}Share/…`) are gated by their type's module, and any call
// naming a parent record (`parentObject` in the query or body: attachments, history, sections) by the parent's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogue, recordType } from '../../../contract';
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

/** The parent objects a body names: its own, or each item's of a list (AddMultiple). */
function parentObjectsOf(body: unknown): string[] {
  const items = Array.isArray(body) ? body : [body];
  return items.map(parentObjectOf).filter((p): p is string => p !== undefined);
}

/** The record types a request reaches by its route and its parentObject. */
function typesOfRequest(request: FastifyRequest): string[] {
  const out: string[] = [];
  const url = request.routeOptions.url ?? '';
  const segment = ROUTE_OBJECT.exec(url)?.[1];
  if (segment) out.push(segment.endsWith('Share') && !recordType(segment) ? segment.slice(0, -'Share'.length) : segment);
  const q = parentObjectOf(request.query);
  if (q) out.push(q);
  out.push(...parentObjectsOf(request.body));
  return out;
}

/** The object names of the catalogue's types whose module the user cannot reach. */
export const lockedObjectsOf = (reach: (module: Module) => boolean): string[] =>
  catalogue.filter((t) => !reach(t.module)).map((t) => t.objectName);

/**
 * Installs the gate before every handler of the scope (after authentication, before any work). A record call
 * that passes also carries the locked object names on its auth (`lockedObjects`), so the engine's reads leave
 * out rows of locked types that hang off an open one (recent items) and follows of locked records.
 */
export function installModuleGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (auth?.kind !== 'user') return;
    const names = typesOfRequest(request);
    for (const name of names) await requireTypeModule(request, name);
    if (!names.some((n) => recordType(n))) return;
    const locked = lockedObjectsOf(await moduleReach(request));
    // A copy: the session cache shares the auth object between requests.
    if (locked.length > 0) request.auth = { ...auth, lockedObjects: locked };
  });
}
