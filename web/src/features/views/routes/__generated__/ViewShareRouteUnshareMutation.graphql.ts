/**
 * @generated SignedSource<<40e70d8e601c57541ec1799688d7e281>>
 * @relayHash 712a0390aeb89ae3218c52657cf8ffa7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 162d37ad1a768e3cb86bfa4aa2e1f072aecbc7dfb0175cfea81f85da6a95f723

import { ConcreteRequest } from 'relay-runtime';
export type ViewShareeType = "GROUP" | "USER" | "%future added value";
export type UnshareViewInput = {
  rowId: number;
};
export type ViewShareRouteUnshareMutation$variables = {
  input: UnshareViewInput;
};
export type ViewShareRouteUnshareMutation$data = {
  readonly unshareView: {
    readonly __typename: string;
    readonly message?: string;
    readonly view?: {
      readonly id: string;
      readonly shares: ReadonlyArray<{
        readonly name: string;
        readonly rowId: number;
        readonly shareeType: ViewShareeType;
      }> | null | undefined;
    } | null | undefined;
  };
};
export type ViewShareRouteUnshareMutation = {
  response: ViewShareRouteUnshareMutation$data;
  variables: ViewShareRouteUnshareMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unshareView",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "view",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
                    "name": "shareeType",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnshareViewSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewShareRouteUnshareMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewShareRouteUnshareMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "162d37ad1a768e3cb86bfa4aa2e1f072aecbc7dfb0175cfea81f85da6a95f723",
    "metadata": {},
    "name": "ViewShareRouteUnshareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39cd01da3bf951de0756c7152a71d1f1";

export default node;
