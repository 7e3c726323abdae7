/**
 * Maps GraphQL errors to what the user should see, the way the old data service mapped HTTP statuses:
 * 404 (and 403 on a read) → the not-found page with the status, 426 → the upgrade page, 401 → the login page,
 * anything else → the server's message in the message region. Pure: no React, no router.
 */

export interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown; [key: string]: unknown } | null;
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

export type ErrorAction = { kind: 'navigate'; to: string } | { kind: 'message'; message: string };

export interface CurrentLocation {
  pathname: string;
  search: string;
}

export const NOT_FOUND_PATH = '/home/not-found';
export const UPGRADE_PATH = '/home/upgradepermission';
export const LOGIN_PATH = '/login';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Only same-site absolute paths are acceptable as a post-login destination. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`)) return '/';
  return next;
}

export function loginPathFor(location: CurrentLocation): string {
  if (location.pathname === LOGIN_PATH) {
    const next = new URLSearchParams(location.search).get('next');
    return `${LOGIN_PATH}?next=${encodeURIComponent(safeNextPath(next))}`;
  }
  return `${LOGIN_PATH}?next=${encodeURIComponent(safeNextPath(location.pathname + location.search))}`;
}

function codeOf(error: GraphQLErrorLike): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Decides one action for a response's errors; the first error with a routing code wins. */
export function routeGraphQLErrors(
  errors: readonly GraphQLErrorLike[],
  location: CurrentLocation,
  operationKind: OperationKind = 'query',
): ErrorAction {
  for (const error of errors) {
    switch (codeOf(error)) {
      case 'UNAUTHENTICATED':
        return { kind: 'navigate', to: loginPathFor(location) };
      case 'NOT_FOUND':
        return { kind: 'navigate', to: `${NOT_FOUND_PATH}?status=404` };
      case 'FORBIDDEN':
        // A refused write keeps the user where they are (the message says why); a refused read has nothing to show.
        if (operationKind === 'mutation') return { kind: 'message', message: error.message || FALLBACK_ERROR_MESSAGE };
        return { kind: 'navigate', to: `${NOT_FOUND_PATH}?status=403` };
      case 'UPGRADE_REQUIRED':
        return { kind: 'navigate', to: UPGRADE_PATH };
      default:
        break;
    }
  }
  const message = errors.find((e) => e.message)?.message;
  return { kind: 'message', message: message || FALLBACK_ERROR_MESSAGE };
}
