'use strict';
// Stands in for relay-runtime's readUpdatableQuery and readUpdatableFragment (and so createUpdatableProxy) in
// production builds: updaters' `store.readUpdatableQuery(...)`, for @updatable queries and @assignable fragments,
// which this app does not declare (tests/web/relay-slim.test.ts).
var notUpdatable = function () {
  throw new Error('This build carries no @updatable support (web/build/relaySlim.ts).');
};
module.exports = { readUpdatableQuery: notUpdatable, readUpdatableFragment: notUpdatable };
