/**
 * @generated SignedSource<<17f908d3030757eba3135c8974813376>>
 * @relayHash a20b3291f4ad79abe89d93c354bca76d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 610c31fb9e22b37584dcdabcb5f88dc878ef4728bdf13d11124f80643b862204

import { ConcreteRequest } from 'relay-runtime';
export type ToggleDashboardViewInput = {
  id: string;
};
export type useDashboardMutationsToggleViewMutation$variables = {
  input: ToggleDashboardViewInput;
};
export type useDashboardMutationsToggleViewMutation$data = {
  readonly toggleDashboardView: {
    readonly __typename: string;
    readonly dashboardView?: {
      readonly display: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useDashboardMutationsToggleViewMutation = {
  response: useDashboardMutationsToggleViewMutation$data;
  variables: useDashboardMutationsToggleViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "toggleDashboardView",
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
            "concreteType": "DashboardView",
            "kind": "LinkedField",
            "name": "dashboardView",
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
                "kind": "ScalarField",
                "name": "display",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ToggleDashboardViewSuccess",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDashboardMutationsToggleViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsToggleViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "610c31fb9e22b37584dcdabcb5f88dc878ef4728bdf13d11124f80643b862204",
    "metadata": {},
    "name": "useDashboardMutationsToggleViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "026c8774562f1ee4f8e50d12c04b8cd9";

export default node;
