'use strict';
// Stands in for react-relay's pre-Activity useFragment internals (useFragmentInternal_CURRENT.js, 23 KB), which
// useFragmentInternal.js calls only when RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off; it is on in
// relay-runtime 21 and this app never turns it off (tests/web/relay-slim.test.ts).
module.exports = function useFragmentInternal_CURRENT() {
  throw new Error('This build carries only the ENABLE_ACTIVITY_COMPATIBILITY version of useFragment (web/build/relaySlim.ts).');
};
