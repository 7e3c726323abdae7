import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

/** How a route reads its query: from the store when it can, afresh, or the store's data at once and then afresh. */
export type RouteFetchPolicy = 'store-or-network' | 'network-only' | 'store-and-network';

const current = new Map<string, PreloadedQuery<OperationType>>();

/** Time the previous reference of a route stays retained, so the page being left can finish rendering. */
const RELEASE_DELAY_MS = 10_000;

/**
 * Starts a route's query (render-as-you-fetch) and returns the reference for `usePreloadedQuery`; `network-only` for
 * a page that must show what changed elsewhere (a list and its saved views), `store-and-network` for one that may
 * show what it had, then refresh it.
 * The previous reference of the same route is released once the new page has had time to mount
 * (a mounted `usePreloadedQuery` keeps its own retain), so a day-long session does not grow without bound.
 */
export function preloadRouteQuery<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: RouteFetchPolicy = 'store-or-network',
): PreloadedQuery<T> {
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const previous = current.get(routeKey);
  current.set(routeKey, reference as unknown as PreloadedQuery<OperationType>);
  if (previous) setTimeout(() => previous.dispose(), RELEASE_DELAY_MS);
  return reference;
}
