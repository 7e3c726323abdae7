/**
 * @generated SignedSource<<b151640b09dd24696e19f838b83b16d7>>
 * @relayHash 40128d4acfb11b10f7a83ac2681224c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f80a5145a5b33ef47c756b647184b2cb85e080c1812011db371e31bb813ca75c

import { ConcreteRequest } from 'relay-runtime';
export type ShareSectionShareesQuery$variables = Record<PropertyKey, never>;
export type ShareSectionShareesQuery$data = {
  readonly groups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly users: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
  }>;
};
export type ShareSectionShareesQuery = {
  response: ShareSectionShareesQuery$data;
  variables: ShareSectionShareesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "users",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Group",
    "kind": "LinkedField",
    "name": "groups",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "ShareSectionShareesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShareSectionShareesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f80a5145a5b33ef47c756b647184b2cb85e080c1812011db371e31bb813ca75c",
    "metadata": {},
    "name": "ShareSectionShareesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c0a267eb9932e747c70f3ef6dab398d5";

export default node;
