/**
 * @generated SignedSource<<62e228f5888b7447cae29560ff9b0a5e>>
 * @relayHash 76c4a6c09ddf9af75a6b45d4e84c4f16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf60bfa082517c90a0dbb13cfd8d8f109320190d2d9bc812df07e8e3c6f1efc3

import { ConcreteRequest } from 'relay-runtime';
export type SetupIndexRouteQuery$variables = Record<PropertyKey, never>;
export type SetupIndexRouteQuery$data = {
  readonly viewer: {
    readonly isAdministrator: boolean;
  } | null | undefined;
};
export type SetupIndexRouteQuery = {
  response: SetupIndexRouteQuery$data;
  variables: SetupIndexRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdministrator",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetupIndexRouteQuery",
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
    "name": "SetupIndexRouteQuery",
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
    "id": "cf60bfa082517c90a0dbb13cfd8d8f109320190d2d9bc812df07e8e3c6f1efc3",
    "metadata": {},
    "name": "SetupIndexRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e28701dd2e3033497865c95c1ad50b5b";

export default node;
