/**
 * @generated SignedSource<<a3d4a6b5267ecd919458b6226e2a9017>>
 * @relayHash 7813a20314f8b0c2ce9c24f4f42d210e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7850ceb53f4163caee09de2a2984c81d0dc572db9abaf0bfb9a2d798d8891208

import { ConcreteRequest } from 'relay-runtime';
export type ActivateTrialRouteNotifyMutation$variables = {
  role: string;
};
export type ActivateTrialRouteNotifyMutation$data = {
  readonly requestTrialFromAdmin: {
    readonly __typename: string;
    readonly message?: string;
    readonly sent?: string | null | undefined;
  };
};
export type ActivateTrialRouteNotifyMutation = {
  response: ActivateTrialRouteNotifyMutation$data;
  variables: ActivateTrialRouteNotifyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestTrialFromAdmin",
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
            "alias": "sent",
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "TrialRequestSuccess",
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
    "name": "ActivateTrialRouteNotifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ActivateTrialRouteNotifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7850ceb53f4163caee09de2a2984c81d0dc572db9abaf0bfb9a2d798d8891208",
    "metadata": {},
    "name": "ActivateTrialRouteNotifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f243ecae1c60a65dcf2cd07fbbdf464d";

export default node;
