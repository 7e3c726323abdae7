'use strict';
// Stands in for react-relay's useQueryLoader.js, which calls useQueryLoader_EXPERIMENTAL when
// RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is on (relay 21's default, never changed here) and otherwise its
// own pre-Activity version: the production build carries the former only.
module.exports = require('react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL');
