'use strict';
// Stands in for relay-runtime's LiveResolverCache (store/live-resolvers/LiveResolverCache.js) in production builds:
// the cache of Relay Resolvers' values (@RelayResolver, live resolvers, client edges to resolver objects). This app
// defines no resolver: no artifact carries a resolver field (tests/web/relay-slim.test.ts), so the store never
// reads through the cache, and each method the store calls on every update is what the real one does when it holds
// no resolver record: nothing.
var noResolver = function () {
  throw new Error('This build carries no Relay Resolver support (web/build/relaySlim.ts).');
};
function LiveResolverCache() {
  this._handlingBatch = false;
}
LiveResolverCache.prototype.readFromCacheOrEvaluate = noResolver;
LiveResolverCache.prototype.getLiveResolverPromise = noResolver;
LiveResolverCache.prototype.ensureClientRecord = noResolver;
LiveResolverCache.prototype.batchLiveStateUpdates = function (callback) {
  callback();
};
LiveResolverCache.prototype.batchLiveStateUpdatesWithoutNotify = function (callback) {
  callback();
  return false;
};
LiveResolverCache.prototype.notifyUpdatedSubscribers = function () {};
LiveResolverCache.prototype.invalidateDataIDs = function () {};
LiveResolverCache.prototype.unsubscribeFromLiveResolverRecords = function () {};
LiveResolverCache.prototype.invalidateResolverRecords = function () {};
module.exports = { LiveResolverCache: LiveResolverCache };
