// One gate for every route's input, before any handler runs: text the database cannot store (NUL bytes,
// unpaired UTF-16 surrogates) and ids outside PostgreSQL's int4 are refused with a 400 naming the field,
// wherever they come in (path, query string, JSON or form body). Without it such input reaches the
// database and comes back as a 500. Refusing (rather than silently stripping) keeps what is stored exactly
// what was sent, and tells the client which field to fix.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type FieldError } from './errors';
import { fieldPath } from './validation';

/** The largest id any table holds (int4 serial). */
export const MAX_ID = 2_147_483_647;
/** The largest request body the api reads (JSON or form). */
export const BODY_LIMIT = 1024 * 1024;
export const BODY_LIMIT_MESSAGE = `The request body is larger than the ${BODY_LIMIT / (1024 * 1024)} MB limit`;

/** The largest page number a paged call takes (beyond it every page is empty anyway). */
export const MAX_PAGE = 1_000_000;

export const TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates';
export const idMessage = (field: string) => `${field} must be a whole number from 1 to ${MAX_ID}`;
export const pageMessage = (field: string) => `${field} must be a whole number from 1 to ${MAX_PAGE}`;

/** NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Keys whose values are record, user or group ids: `id`, `ownerId`, `idList`, `parentIdList`, `assigneeIds`… */
const ID_KEY = /^(id|idList)$|Id$|Ids$|IdList$/;
/** The spec's "typed name matched nothing" id (a todo's related item): -2, which the route itself refuses by name. */
const NO_MATCH_ID = -2;
const NO_MATCH_KEYS = new Set(['relatedParentId']);
/** Paging numbers that end up in OFFSET arithmetic. */
const PAGE_KEY = /^(currentPage)$/;

const INTEGER_TEXT = /^-?\d+$/;

/**
 * Whether an id value is acceptable: absent, or a whole number in 0..MAX_ID (0 is the blank model's id),
 * as a number or as text. Text that is not a number at all is left to the route's own schema.
 */
function idOk(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_ID;
  if (typeof value === 'string') {
    const parts = value.split(',').map((p) => p.trim());
    return parts.every((p) => {
      if (!INTEGER_TEXT.test(p) && !/^-?[\d.e+]+$/i.test(p)) return true;
      const n = Number(p);
      return Number.isInteger(n) && n >= 0 && n <= MAX_ID;
    });
  }
  if (Array.isArray(value)) return value.every((v) => typeof v === 'object' || idOk(v));
  return true;
}

function pageOk(value: unknown): boolean {
  const n = typeof value === 'string' && /^-?[\d.e+]+$/i.test(value.trim()) ? Number(value) : value;
  return typeof n !== 'number' || (Number.isInteger(n) && n >= 1 && n <= MAX_PAGE);
}

/** The first problem in a parsed input, depth first, with its model path. */
export function inputProblem(value: unknown, path: (string | number)[] = [], depth = 0): FieldError | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? { field: fieldPath(path) || 'body', message: TEXT_MESSAGE } : null;
  // Deeper than any model the api takes: the route's schema refuses it, there is nothing to store.
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const at = [...path, key];
    if (typeof key === 'string') {
      if (BAD_TEXT.test(key)) return { field: fieldPath(path) || 'body', message: TEXT_MESSAGE };
      if (ID_KEY.test(key) && !idOk(v) && !(NO_MATCH_KEYS.has(key) && Number(v) === NO_MATCH_ID))
        return { field: fieldPath(at), message: idMessage(fieldPath(at)) };
      if (PAGE_KEY.test(key) && !pageOk(v)) return { field: fieldPath(at), message: pageMessage(fieldPath(at)) };
    }
    const inner = inputProblem(v, at, depth + 1);
    if (inner) return inner;
  }
  return null;
}

function requestProblem(request: FastifyRequest): FieldError | null {
  return inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
}

/** Fastify's refusal of a body over BODY_LIMIT, as the contract's validation answer (else null). */
export function bodyLimitRefusal(error: { code?: string }): { message: string; errors: FieldError[] } | null {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return null;
  return { message: BODY_LIMIT_MESSAGE, errors: [{ field: 'body', message: BODY_LIMIT_MESSAGE }] };
}

/** Installs the gate on every route registered after it in `app`'s scope. */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = requestProblem(request);
    if (problem)
      throw new HttpError(400, problem.message === TEXT_MESSAGE ? `${problem.field}: ${TEXT_MESSAGE}` : problem.message, {
        errors: [problem],
      });
  });
}
