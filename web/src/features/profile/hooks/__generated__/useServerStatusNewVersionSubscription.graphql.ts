/**
 * @generated SignedSource<<2608b9c0c8807cab401f4bd8972c61fb>>
 * @relayHash 68f5fb1d9f15e915812632d6ae85fe84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfd9fbbebaf358ce0c341a1f2dad9e8d9c7df65b9172726c7bcf4f50d2c5d959

import { ConcreteRequest } from 'relay-runtime';
export type useServerStatusNewVersionSubscription$variables = Record<PropertyKey, never>;
export type useServerStatusNewVersionSubscription$data = {
  readonly newVersion: string;
};
export type useServerStatusNewVersionSubscription = {
  response: useServerStatusNewVersionSubscription$data;
  variables: useServerStatusNewVersionSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "newVersion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useServerStatusNewVersionSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useServerStatusNewVersionSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cfd9fbbebaf358ce0c341a1f2dad9e8d9c7df65b9172726c7bcf4f50d2c5d959",
    "metadata": {},
    "name": "useServerStatusNewVersionSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "89852af039bd4357675031aef8e820b0";

export default node;
