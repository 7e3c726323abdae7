/**
 * @generated SignedSource<<b2da9c50bdb4c20473d3b6f80fb4150c>>
 * @relayHash 7c63fae139f4e71bbafbe8fde38e3611
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 376d3881600278ce59c0148c73cbc813afbe2d8a98fcf6e15038a9c3c62aa054

import { ConcreteRequest } from 'relay-runtime';
export type RecordReferenceInputNameCheckQuery$variables = {
  name: string;
  type: string;
};
export type RecordReferenceInputNameCheckQuery$data = {
  readonly nameCheck: {
    readonly __typename: string;
    readonly message?: string;
    readonly name?: string;
    readonly rowId?: number;
  };
};
export type RecordReferenceInputNameCheckQuery = {
  response: RecordReferenceInputNameCheckQuery$data;
  variables: RecordReferenceInputNameCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "nameCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "type": "NameCheckMatch",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordReferenceInputNameCheckQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecordReferenceInputNameCheckQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "376d3881600278ce59c0148c73cbc813afbe2d8a98fcf6e15038a9c3c62aa054",
    "metadata": {},
    "name": "RecordReferenceInputNameCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f946d9ed1d80fd16f0167f02f2c467f2";

export default node;
