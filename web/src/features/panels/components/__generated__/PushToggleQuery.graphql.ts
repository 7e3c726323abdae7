/**
 * @generated SignedSource<<d982d67d8156f2c577745be3867c6179>>
 * @relayHash 1d3129ea8ebbe44a637b1ee38641888a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4084272e26f88c8ba455ed94479bb852e1f5ee1fb5c5db02d57c769f753b2a6

import { ConcreteRequest } from 'relay-runtime';
export type PushToggleQuery$variables = Record<PropertyKey, never>;
export type PushToggleQuery$data = {
  readonly viewer: {
    readonly pushPublicKey: string | null | undefined;
  } | null | undefined;
};
export type PushToggleQuery = {
  response: PushToggleQuery$data;
  variables: PushToggleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pushPublicKey",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PushToggleQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PushToggleQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b4084272e26f88c8ba455ed94479bb852e1f5ee1fb5c5db02d57c769f753b2a6",
    "metadata": {},
    "name": "PushToggleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "454d6b71173ef0c52b57b35e128daa89";

export default node;
