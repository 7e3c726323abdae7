// relay-runtime's entry (lib/index.js) is CommonJS: it requires every module of the package, so the bundle carried
// the legacy containers' resolver, fetchQuery_DEPRECATED, the response cache, the experimental observeFragment and
// more that nothing here calls. This entry re-exports, from the same modules, what the app and react-relay's hooks
// read (tests/web/relay-slim.test.ts checks it against react-relay's sources); web/build/relaySlim.ts points the
// production build's `relay-runtime` here.
import ConnectionHandler from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import applyOptimisticMutation from 'relay-runtime/lib/mutations/applyOptimisticMutation';
import commitLocalUpdate from 'relay-runtime/lib/mutations/commitLocalUpdate';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import RelayNetwork from 'relay-runtime/lib/network/RelayNetwork';
import RelayObservable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import defaultGetDataID from 'relay-runtime/lib/store/defaultGetDataID';
import isRelayModernEnvironment from 'relay-runtime/lib/store/isRelayModernEnvironment';
import readInlineData from 'relay-runtime/lib/store/readInlineData';
import RelayConcreteVariables from 'relay-runtime/lib/store/RelayConcreteVariables';
import RelayModernEnvironment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import RelayModernRecord from 'relay-runtime/lib/store/RelayModernRecord';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import RelayModernStore from 'relay-runtime/lib/store/RelayModernStore';
import RelayOperationTracker from 'relay-runtime/lib/store/RelayOperationTracker';
import RelayRecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import ResolverFragments from 'relay-runtime/lib/store/ResolverFragments';
import requestSubscription from 'relay-runtime/lib/subscription/requestSubscription';
import deepFreeze from 'relay-runtime/lib/util/deepFreeze';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import handlePotentialSnapshotErrorsModule from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import isScalarAndEqual from 'relay-runtime/lib/util/isScalarAndEqual';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import RelayReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';
import stableCopyModule from 'relay-runtime/lib/util/stableCopy';

export {
  ConnectionHandler,
  ConnectionInterface,
  applyOptimisticMutation,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  PreloadableQueryRegistry,
  isRelayModernEnvironment,
  readInlineData,
  requestSubscription,
  deepFreeze,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequestIdentifier,
  getValueAtPath,
  isPromise,
  isScalarAndEqual,
  recycleNodesInto,
  RelayFeatureFlags,
};
export const Environment = RelayModernEnvironment;
export const Network = RelayNetwork;
export const Observable = RelayObservable;
export const RecordSource = RelayRecordSource;
export const Record = RelayModernRecord;
export const ReplaySubject = RelayReplaySubject;
export const Store = RelayModernStore;
export const { areEqualSelectors, getDataIDsFromObject, getSelector, getVariablesFromFragment, getVariablesFromObject } =
  RelayModernSelector;
export const { createOperationDescriptor, createRequestDescriptor } = RelayModernOperationDescriptor;
export const { getStorageKey, ID_KEY, REF_KEY, REFS_KEY, ROOT_ID, ROOT_TYPE, TYPENAME_KEY } = RelayStoreUtils;
export const { getFragment, getNode, getRequest, graphql, isFragment, isRequest } = GraphQLTag;
export const { handlePotentialSnapshotErrors } = handlePotentialSnapshotErrorsModule;
export const { stableCopy } = stableCopyModule;
export const __internal = {
  ResolverFragments,
  OperationTracker: RelayOperationTracker,
  createRelayContext,
  createRelayLoggingContext,
  defaultGetDataID,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
};
