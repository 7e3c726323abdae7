/**
 * @generated SignedSource<<3a61faabcfdb9e8dff3e438fe1755c88>>
 * @relayHash c3a1f952837c58a13e3386532e9955f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0e93316b56c824c21a17baf663b9e86d4abc2e2615c0f9a64d8bc654f82171a

import { ConcreteRequest } from 'relay-runtime';
export type ExtraFieldsRouteQuery$variables = Record<PropertyKey, never>;
export type ExtraFieldsRouteQuery$data = {
  readonly recordTypes: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
};
export type ExtraFieldsRouteQuery = {
  response: ExtraFieldsRouteQuery$data;
  variables: ExtraFieldsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RecordType",
    "kind": "LinkedField",
    "name": "recordTypes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "ExtraFieldsRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExtraFieldsRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d0e93316b56c824c21a17baf663b9e86d4abc2e2615c0f9a64d8bc654f82171a",
    "metadata": {},
    "name": "ExtraFieldsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "15bfc536529407ea9dfdc62cbd1f3742";

export default node;
