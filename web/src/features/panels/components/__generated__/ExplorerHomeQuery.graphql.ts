/**
 * @generated SignedSource<<b924653d9ce6ade44f36332ba21967e1>>
 * @relayHash dd243044a9dc583e44a02da1b2b364ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a9c06aa06d06febfd724ab1da905cb7420adc5931ab3a326625b272d70c0fd1

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerHomeQuery$variables = {
  currentPage: number;
  page: string;
};
export type ExplorerHomeQuery$data = {
  readonly viewer: {
    readonly explorerPages: ReadonlyArray<{
      readonly title: string;
      readonly value: string;
    }>;
    readonly explorerQuestionForm: {
      readonly email: string;
      readonly name: string;
    };
    readonly explorerSubpage: {
      readonly items: ReadonlyArray<{
        readonly description: string;
        readonly title: string;
        readonly url: string;
        readonly value: string;
      }>;
      readonly pageSize: number;
      readonly totalItem: number;
    } | null | undefined;
  } | null | undefined;
};
export type ExplorerHomeQuery = {
  response: ExplorerHomeQuery$data;
  variables: ExplorerHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currentPage"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ExplorerPage",
  "kind": "LinkedField",
  "name": "explorerPages",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "currentPage",
      "variableName": "currentPage"
    },
    {
      "kind": "Variable",
      "name": "page",
      "variableName": "page"
    }
  ],
  "concreteType": "ExplorerSubpage",
  "kind": "LinkedField",
  "name": "explorerSubpage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExplorerItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalItem",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ExplorerQuestionForm",
  "kind": "LinkedField",
  "name": "explorerQuestionForm",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
    "name": "ExplorerHomeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "ExplorerHomeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
    "id": "4a9c06aa06d06febfd724ab1da905cb7420adc5931ab3a326625b272d70c0fd1",
    "metadata": {},
    "name": "ExplorerHomeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7d4f8246a2dc6ebf109dba20dd4c0081";

export default node;
