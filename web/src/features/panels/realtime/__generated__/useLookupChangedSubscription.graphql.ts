/**
 * @generated SignedSource<<d89003ce68c6a58a8ca8fc9c8b8ae53d>>
 * @relayHash cf6cb265533fb4bd2787365c812e7363
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db22360f8c687bc7d9e749d34531a43049bf0e49fa0fbc46b0600222b17e4a82

import { ConcreteRequest } from 'relay-runtime';
export type useLookupChangedSubscription$variables = Record<PropertyKey, never>;
export type useLookupChangedSubscription$data = {
  readonly lookupChanged: {
    readonly lookup: string | null | undefined;
  };
};
export type useLookupChangedSubscription = {
  response: useLookupChangedSubscription$data;
  variables: useLookupChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LookupChangedEvent",
    "kind": "LinkedField",
    "name": "lookupChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lookup",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLookupChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLookupChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "db22360f8c687bc7d9e749d34531a43049bf0e49fa0fbc46b0600222b17e4a82",
    "metadata": {},
    "name": "useLookupChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c1cc2c648c6776cf51a488b659868058";

export default node;
