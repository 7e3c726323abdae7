// react-relay's hooks entry (lib/hooks.js, CommonJS) requires every hook, the entry point API and the experimental
// ones included. This entry re-exports, from the same modules, the hooks and functions the app imports
// (web/build/relaySlim.ts points the production build's `react-relay` here; a name missing here fails the build).
import { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
import useFragment from 'react-relay/lib/relay-hooks/useFragment';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
import useMutation from 'react-relay/lib/relay-hooks/useMutation';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery';
import useQueryLoader from 'react-relay/lib/relay-hooks/useQueryLoader';
import useRefetchableFragment from 'react-relay/lib/relay-hooks/useRefetchableFragment';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';
import useSubscription from 'react-relay/lib/relay-hooks/useSubscription';

export { ConnectionHandler, commitLocalUpdate, commitMutation, fetchQuery, graphql, requestSubscription } from 'relay-runtime';
export {
  loadQuery,
  RelayEnvironmentProvider,
  useFragment,
  useLazyLoadQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useQueryLoader,
  useRefetchableFragment,
  useRelayEnvironment,
  useSubscription,
};
