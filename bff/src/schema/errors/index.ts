import { GraphQLError } from 'graphql';
import { UpstreamError, type UpstreamErrorBody } from '../../upstream/client';
import { UserRef } from '../users';
import { builder } from '../builder';

/** Typed errors returned in mutation payload unions (DESIGN §2). */
export class FieldErrorShape {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}

export class ValidationError extends Error {
  readonly fields: FieldErrorShape[];
  constructor(message: string, fields: FieldErrorShape[] = []) {
    super(message);
    this.name = 'ValidationError';
    this.fields = fields;
  }
}
export class PermissionError extends Error {
  constructor(message = "You don't have permission to do this") {
    super(message);
    this.name = 'PermissionError';
  }
}
export class NotFoundError extends Error {
  readonly status: number;
  constructor(message = 'Invalid object', status = 404) {
    super(message);
    this.name = 'NotFoundError';
    this.status = status;
  }
}
export class UpgradeRequiredError extends Error {
  constructor(message = 'This feature is not available at your subscription level.') {
    super(message);
    this.name = 'UpgradeRequiredError';
  }
}
/** The record changed since the client read it (upstream 409): who changed it, when, and the version to overwrite with. */
export class ConflictError extends Error {
  constructor(
    message: string,
    readonly changedByUserId: number | null,
    readonly changedByName: string | null,
    readonly changedAt: string | null,
    readonly currentVersion: number | null,
  ) {
    super(message);
    this.name = 'ConflictError';
  }

  /** From the api's 409 body (`{ message, conflict: { version, changedBy: { id, name }, changedAt } }`). */
  static fromBody(body: UpstreamErrorBody | null): ConflictError {
    const c = (body?.conflict ?? {}) as { version?: unknown; changedAt?: unknown; changedBy?: { id?: unknown; name?: unknown } | null };
    const num = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
    return new ConflictError(
      body?.message ?? CONFLICT_MESSAGE,
      num(c.changedBy?.id),
      typeof c.changedBy?.name === 'string' ? c.changedBy.name : null,
      typeof c.changedAt === 'string' ? c.changedAt : null,
      num(c.version),
    );
  }
}
const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload it to see the change, or save again to overwrite it.';

export class AuthenticationError extends Error {
  constructor(message = 'Authentication required') {
    super(message);
    this.name = 'AuthenticationError';
  }
}

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'Anything that went wrong in a way the user can act on.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'A message for the user, shown verbatim.' }),
  }),
});

builder.objectType(FieldErrorShape, {
  name: 'FieldError',
  description: 'A validation problem of one input field.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The model property at fault, e.g. `name` or `addressList[0].street`.',
    }),
    message: t.exposeString('message', { description: 'What is wrong with the field, shown verbatim.' }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused (upstream 400); `message` is the spec text, `fields` names each field.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({
      type: [FieldErrorShape],
      description: 'The fields at fault (may be empty).',
      resolve: (e) => e.fields,
    }),
  }),
});

builder.objectType(PermissionError, {
  name: 'PermissionError',
  description: 'The signed-in user may not do this (upstream 403).',
  interfaces: [ErrorInterface],
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: "The record does not exist or belongs to another company (upstream 404).",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    status: t.exposeInt('status', { description: 'The HTTP-like status for the not-found page (404, or 403 on reads).' }),
  }),
});

builder.objectType(UpgradeRequiredError, {
  name: 'UpgradeRequiredError',
  description: "The feature is not in the user's plan or role (upstream 426): show the upgrade prompt.",
  interfaces: [ErrorInterface],
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description:
    'The record was changed by someone else since you read it (upstream 409); nothing was saved. Reload it, or send the write again with `currentVersion` to overwrite.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who made the change you have not seen (null when unknown).',
      resolve: (e) => e.changedByUserId,
    }),
    changedByName: t.string({ nullable: true, description: 'Their display name, as the message says it.', resolve: (e) => e.changedByName }),
    changedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the record was last changed.', resolve: (e) => e.changedAt }),
    currentVersion: t.int({ nullable: true, description: 'The stored version: send it back to overwrite the change.', resolve: (e) => e.currentVersion }),
  }),
});

builder.objectType(AuthenticationError, {
  name: 'AuthenticationError',
  description: 'Sign-in failed (wrong username or password).',
  interfaces: [ErrorInterface],
});

/** GraphQL error codes used in `extensions.code`. */
export function codeForStatus(status: number, timeout = false): string {
  if (timeout) return 'UPSTREAM_TIMEOUT';
  switch (status) {
    case 400:
    case 413: // a body over the api's size limit: the input is too large, not an upstream failure
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 426:
      return 'UPGRADE_REQUIRED';
    default:
      return 'UPSTREAM_ERROR';
  }
}

/** A read that timed out changed nothing: trying again is safe. */
export const READ_TIMEOUT_MESSAGE = 'The upstream service did not answer in time; please try again.';
/** A write that timed out may still have been saved: say so plainly, so nobody blindly repeats it. */
export const WRITE_TIMEOUT_MESSAGE =
  'The server did not answer in time. Your change may have been saved: reload to check before you try again.';

/**
 * Turns an upstream failure into a GraphQL error with `extensions.code` and `extensions.status`. A 409 carries
 * the conflict (`changedBy`, `changedAt`, `currentVersion`) in its extensions; `write` picks the timeout message.
 */
export function toGraphQLError(err: UpstreamError, write = false): GraphQLError {
  const status = err.timeout ? 504 : err.status;
  const code = codeForStatus(err.status, err.timeout);
  let message = err.body?.messageDetail || err.body?.message || err.message;
  if (code === 'UPSTREAM_ERROR') message = 'The upstream service failed; please try again.';
  if (code === 'UPSTREAM_TIMEOUT') message = write ? WRITE_TIMEOUT_MESSAGE : READ_TIMEOUT_MESSAGE;
  if (code === 'UNAUTHENTICATED') message = err.body?.message ?? 'Authentication required';
  if (code === 'CONFLICT') {
    const c = ConflictError.fromBody(err.body);
    return new GraphQLError(c.message, {
      extensions: { code, status, changedBy: c.changedByName, changedByUserId: c.changedByUserId, changedAt: c.changedAt, currentVersion: c.currentVersion },
    });
  }
  return new GraphQLError(message, { extensions: { code, status } });
}

/**
 * Maps an upstream failure of a mutation to the typed payload errors; anything else (401, 5xx,
 * timeouts, …) becomes a GraphQL error with a code.
 */
export function mutationError(err: unknown): Error {
  if (!(err instanceof UpstreamError)) return err instanceof Error ? err : new Error(String(err));
  const msg = err.body?.message;
  switch (err.status) {
    case 400:
    case 413: // a file over the upload limit: the api's message says the limit
      return new ValidationError(
        msg ?? 'Please complete all required fields',
        (err.body?.errors ?? []).map((e) => new FieldErrorShape(String(e.field), String(e.message))),
      );
    case 403:
      return new PermissionError(msg ?? undefined);
    case 404:
      return new NotFoundError(msg ?? 'Invalid object', 404);
    case 409:
      return ConflictError.fromBody(err.body);
    case 426:
      return new UpgradeRequiredError(msg ?? undefined);
    default:
      return toGraphQLError(err, true);
  }
}

/** Runs a mutation body and rethrows upstream failures as typed errors. */
export async function mutate<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw mutationError(err);
  }
}

/** For single-record reads: 404 (missing or other tenant) becomes null; other failures are errors. */
export async function nullIfMissing<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return null;
    throw err;
  }
}
