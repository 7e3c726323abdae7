/**
 * @generated SignedSource<<5320e1b57190e667ba508c816c3cb1ba>>
 * @relayHash b78cb06c8876b296e0897ddef841fbab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f735d3aba1000312de6d187f57e808a131a12082473b35844d4498d9aee2d37b

import { ConcreteRequest } from 'relay-runtime';
export type PinViewInput = {
  id: string;
  pinned: boolean;
};
export type useViewMutationsPinMutation$variables = {
  input: PinViewInput;
};
export type useViewMutationsPinMutation$data = {
  readonly pinView: {
    readonly __typename: string;
    readonly message?: string;
    readonly view?: {
      readonly id: string;
      readonly isPinned: boolean;
    };
  };
};
export type useViewMutationsPinMutation = {
  response: useViewMutationsPinMutation$data;
  variables: useViewMutationsPinMutation$variables;
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
    "name": "pinView",
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
                "kind": "ScalarField",
                "name": "isPinned",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChangeViewSuccess",
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
    "name": "useViewMutationsPinMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewMutationsPinMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f735d3aba1000312de6d187f57e808a131a12082473b35844d4498d9aee2d37b",
    "metadata": {},
    "name": "useViewMutationsPinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d96ecdd010df0be7d5bca067b84dde5";

export default node;
