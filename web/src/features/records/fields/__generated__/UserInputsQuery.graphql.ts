/**
 * @generated SignedSource<<2e3aef3f9fe922a1f7174d07cc8d897d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f553f59786352b3549c4dd55c2b05097",
    "id": null,
    "metadata": {},
    "name": "UserInputsQuery",
    "operationKind": "query",
    "text": "query UserInputsQuery {\n  users {\n    rowId\n    fullName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3be6a348e84ef53317ba9342ad852d4c";

export default node;
