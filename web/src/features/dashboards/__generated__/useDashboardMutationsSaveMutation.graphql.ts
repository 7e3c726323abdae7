/**
 * @generated SignedSource<<f18f7a2e2d9e131a823b423cc81b220d>>
 * @relayHash c234ef76a17878467c95494747fd4de3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3157c7853378d248573af2da87ce75e793d88a6bfe8b364bc903063d04cda57a

import { ConcreteRequest } from 'relay-runtime';
export type SaveDashboardInput = {
  id?: string | null | undefined;
  name: string;
};
export type useDashboardMutationsSaveMutation$variables = {
  input: SaveDashboardInput;
};
export type useDashboardMutationsSaveMutation$data = {
  readonly saveDashboard: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useDashboardMutationsSaveMutation = {
  response: useDashboardMutationsSaveMutation$data;
  variables: useDashboardMutationsSaveMutation$variables;
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
    "name": "saveDashboard",
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
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
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
        ],
        "type": "SaveDashboardSuccess",
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
    "name": "useDashboardMutationsSaveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsSaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3157c7853378d248573af2da87ce75e793d88a6bfe8b364bc903063d04cda57a",
    "metadata": {},
    "name": "useDashboardMutationsSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f2f5894ef3638dc96171ad7252ac8bd8";

export default node;
