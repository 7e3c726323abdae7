/**
 * @generated SignedSource<<f220eff3a6282a7ceb8510953b530fc9>>
 * @relayHash f194fa867e332794f32fd70278cdab0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 592814793d1721866cea6f83341bb4cab884dfacee56ea38e08580fdcab62d37

import { ConcreteRequest } from 'relay-runtime';
export type ViewShareeType = "GROUP" | "USER" | "%future added value";
export type ViewShareRouteQuery$variables = {
  object: string;
};
export type ViewShareRouteQuery$data = {
  readonly groups: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
  readonly recordType: {
    readonly pluralLabel: string;
  } | null | undefined;
  readonly savedViews: ReadonlyArray<{
    readonly id: string;
    readonly isSystem: boolean;
    readonly name: string;
    readonly rowId: number;
    readonly shares: ReadonlyArray<{
      readonly name: string;
      readonly rowId: number;
      readonly shareeType: ViewShareeType;
    }> | null | undefined;
  }>;
  readonly users: ReadonlyArray<{
    readonly fullName: string;
    readonly rowId: number;
  }>;
};
export type ViewShareRouteQuery = {
  response: ViewShareRouteQuery$data;
  variables: ViewShareRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "object"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "name",
      "variableName": "object"
    }
  ],
  "concreteType": "RecordType",
  "kind": "LinkedField",
  "name": "recordType",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pluralLabel",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "type",
      "variableName": "object"
    }
  ],
  "concreteType": "SavedView",
  "kind": "LinkedField",
  "name": "savedViews",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewShare",
      "kind": "LinkedField",
      "name": "shares",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shareeType",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewShareRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "users",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v6/*:: as any*/)
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewShareRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "users",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          (v2/*:: as any*/)
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "592814793d1721866cea6f83341bb4cab884dfacee56ea38e08580fdcab62d37",
    "metadata": {},
    "name": "ViewShareRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f7b545482a74778e42a106bc65a2a122";

export default node;
