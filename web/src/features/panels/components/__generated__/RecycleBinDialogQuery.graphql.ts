/**
 * @generated SignedSource<<bae0a6acb739ec854f3ac85c09a038a4>>
 * @relayHash 76f2d31a0fe515a062ca12fb2eede00e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 716e30b310c40e8688b63910675abb83b41f851516519bf68a8ad69645aff65e

import { ConcreteRequest } from 'relay-runtime';
export type RecycleBinDialogQuery$variables = Record<PropertyKey, never>;
export type RecycleBinDialogQuery$data = {
  readonly viewer: {
    readonly recycleBin: ReadonlyArray<{
      readonly deletedAt: string;
      readonly id: string;
      readonly name: string;
      readonly typeLabel: string;
    }>;
  } | null | undefined;
};
export type RecycleBinDialogQuery = {
  response: RecycleBinDialogQuery$data;
  variables: RecycleBinDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "DeletedItem",
  "kind": "LinkedField",
  "name": "recycleBin",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "typeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecycleBinDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
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
    "name": "RecycleBinDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "716e30b310c40e8688b63910675abb83b41f851516519bf68a8ad69645aff65e",
    "metadata": {},
    "name": "RecycleBinDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f106201c7436ac6eac7768fe532f3b5b";

export default node;
