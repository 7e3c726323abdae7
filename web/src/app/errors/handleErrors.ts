import { routeGraphQLErrors, type GraphQLErrorLike, type OperationKind } from './errorRouter';
import { showError } from './messages';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => {
  window.location.assign(to);
};

/** The router registers itself here so the network layer can navigate without importing the router. */
export function setErrorNavigator(navigate: Navigate): void {
  navigateFn = navigate;
}

/**
 * Applies the error router's decision: navigate, or show the server's message (never a crash). `navigateOnly`:
 * the caller shows the message itself (a form, next to its fields).
 */
export function handleGraphQLErrors(errors: readonly GraphQLErrorLike[], operationKind: OperationKind, { navigateOnly = false } = {}): void {
  const action = routeGraphQLErrors(errors, { pathname: window.location.pathname, search: window.location.search }, operationKind);
  if (action.kind === 'navigate') {
    const current = window.location.pathname + window.location.search;
    if (current !== action.to) navigateFn(action.to, { replace: true });
  } else if (!navigateOnly) {
    showError(action.message);
  }
}
