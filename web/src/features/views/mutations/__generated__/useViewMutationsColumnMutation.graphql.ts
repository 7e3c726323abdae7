/**
 * @generated SignedSource<<fd0b44358fb78d0db16d1388c9601d20>>
 * @relayHash e0197817b35dc0c623e87cba90479e0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3452c290593ccf102aa07ec3dd0ed59734698f6eafcfbb5a3cb11d1d8e89fd73

import { ConcreteRequest } from 'relay-runtime';
export type UpdateViewColumnInput = {
  field: string;
  id: string;
  width: number;
};
export type useViewMutationsColumnMutation$variables = {
  input: UpdateViewColumnInput;
};
export type useViewMutationsColumnMutation$data = {
  readonly updateViewColumn: {
    readonly __typename: string;
    readonly message?: string;
    readonly view?: {
      readonly columns: ReadonlyArray<{
        readonly field: string;
        readonly width: number;
      }>;
      readonly id: string;
    };
  };
};
export type useViewMutationsColumnMutation = {
  response: useViewMutationsColumnMutation$data;
  variables: useViewMutationsColumnMutation$variables;
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
    "name": "updateViewColumn",
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
                "concreteType": "ViewColumn",
                "kind": "LinkedField",
                "name": "columns",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "width",
                    "storageKey": null
                  }
                ],
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
    "name": "useViewMutationsColumnMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewMutationsColumnMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3452c290593ccf102aa07ec3dd0ed59734698f6eafcfbb5a3cb11d1d8e89fd73",
    "metadata": {},
    "name": "useViewMutationsColumnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "595efde08b1b96e857ff8b776573bd91";

export default node;
