'use strict';
// Stands in for relay-runtime's RelayDeclarativeMutationConfig in production builds: commitMutation,
// applyOptimisticMutation and requestSubscription call it only for the legacy `configs` option (RANGE_ADD,
// NODE_DELETE…), which this app never passes (tests/web/relay-slim.test.ts); updaters and directives do that work.
module.exports = {
  convert: function () {
    throw new Error('This build carries no declarative mutation configs (web/build/relaySlim.ts).');
  },
};
