/**
 * @generated SignedSource<<6f2bac17d18f055c9a72bb4bb295115e>>
 * @relayHash c28ec631fda1887ba026e7e827d379a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e755e708b5feeb4e3b722621caf69c37fed3201e9ecaf4330f3608fa22ae8177

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerRouteQuery$variables = Record<PropertyKey, never>;
export type ExplorerRouteQuery$data = {
  readonly viewer: {
    readonly canDeleteDemoData: boolean;
    readonly hasDemoData: boolean;
  } | null | undefined;
};
export type ExplorerRouteQuery = {
  response: ExplorerRouteQuery$data;
  variables: ExplorerRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canDeleteDemoData",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasDemoData",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExplorerRouteQuery",
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
          (v1/*:: as any*/)
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
    "name": "ExplorerRouteQuery",
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
          (v1/*:: as any*/),
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
    "id": "e755e708b5feeb4e3b722621caf69c37fed3201e9ecaf4330f3608fa22ae8177",
    "metadata": {},
    "name": "ExplorerRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b845f33f7fac9902ba352f7085ed56f";

export default node;
