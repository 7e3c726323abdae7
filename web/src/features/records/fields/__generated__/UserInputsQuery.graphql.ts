/**
 * @generated SignedSource<<463c5a60236bf2d919375e9903276c9e>>
 * @relayHash f553f59786352b3549c4dd55c2b05097
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a39083c7e458440f20bc25fed65b904234b095b3965ae2c8d1804951df5ef668

import { ConcreteRequest } from 'relay-runtime';
export type UserInputsQuery$variables = Record<PropertyKey, never>;
export type UserInputsQuery$data = {
  readonly users: ReadonlyArray<{
    readonly fullName: string;
    readonly rowId: number;
  }>;
};
export type UserInputsQuery = {
  response: UserInputsQuery$data;
  variables: UserInputsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserInputsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "users",
        "plural": true,
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
    "name": "UserInputsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "users",
        "plural": true,
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
    "id": "a39083c7e458440f20bc25fed65b904234b095b3965ae2c8d1804951df5ef668",
    "metadata": {},
    "name": "UserInputsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3be6a348e84ef53317ba9342ad852d4c";

export default node;
