/**
 * @generated SignedSource<<0a6df64a18cd13c6a882e83ec043bc2b>>
 * @relayHash bd4e1c2d7b3ae64f1382d5a03ba5438c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff56b58a94fe4b5e93df95b7f804f37652f5b427434821d2c04e2c5d0106dffc

import { ConcreteRequest } from 'relay-runtime';
export type RecentSectionQuery$variables = {
  id: string;
  object: string;
};
export type RecentSectionQuery$data = {
  readonly record: {
    readonly recent: ReadonlyArray<{
      readonly action: string;
      readonly changedAt: string;
      readonly name: string;
      readonly objectName: string;
      readonly rowId: number;
      readonly url: string;
      readonly userName: string | null | undefined;
    }>;
  } | null | undefined;
};
export type RecentSectionQuery = {
  response: RecentSectionQuery$data;
  variables: RecentSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "object"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "object"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "RecentItem",
  "kind": "LinkedField",
  "name": "recent",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectName",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecentSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "RecentSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
    "id": "ff56b58a94fe4b5e93df95b7f804f37652f5b427434821d2c04e2c5d0106dffc",
    "metadata": {},
    "name": "RecentSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab0b8b3d36adee2984b7f9d21c39e534";

export default node;
