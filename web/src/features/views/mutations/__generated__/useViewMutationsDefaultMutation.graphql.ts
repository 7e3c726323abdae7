/**
 * @generated SignedSource<<62e11e9651bc372ba0efbe06408fd3a9>>
 * @relayHash dd979310bfe2232ea3df7b73e98d0c96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c888a24fc0060a01425dde7b9c324d5da09f889701bdb5ecc37430a28554a3a

import { ConcreteRequest } from 'relay-runtime';
export type SetDefaultViewInput = {
  id: string;
  isDefault?: boolean | null | undefined;
};
export type useViewMutationsDefaultMutation$variables = {
  input: SetDefaultViewInput;
};
export type useViewMutationsDefaultMutation$data = {
  readonly setDefaultView: {
    readonly __typename: string;
    readonly message?: string;
    readonly views?: ReadonlyArray<{
      readonly id: string;
      readonly isDefault: boolean;
    }>;
  };
};
export type useViewMutationsDefaultMutation = {
  response: useViewMutationsDefaultMutation$data;
  variables: useViewMutationsDefaultMutation$variables;
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
    "name": "setDefaultView",
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
            "name": "views",
            "plural": true,
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
                "name": "isDefault",
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
    "name": "useViewMutationsDefaultMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewMutationsDefaultMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c888a24fc0060a01425dde7b9c324d5da09f889701bdb5ecc37430a28554a3a",
    "metadata": {},
    "name": "useViewMutationsDefaultMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "90d3b989fbb5d1e6b62d1533800cc258";

export default node;
