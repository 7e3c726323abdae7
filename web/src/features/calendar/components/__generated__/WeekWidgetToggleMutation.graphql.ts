/**
 * @generated SignedSource<<bbb09424ed28d134c06a42bcd8feee0e>>
 * @relayHash 028e1a94f346758ce6e7933b8a7ebdbe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69736e32f4c19785747cfccfaa2d0e1c7c6ca1b6561ad42afb1e99b6bbd1c04f

import { ConcreteRequest } from 'relay-runtime';
export type ToggleHomeViewInput = {
  viewId: number;
};
export type WeekWidgetToggleMutation$variables = {
  input: ToggleHomeViewInput;
};
export type WeekWidgetToggleMutation$data = {
  readonly toggleHomeView: {
    readonly __typename: string;
    readonly message?: string;
    readonly visible?: boolean;
  };
};
export type WeekWidgetToggleMutation = {
  response: WeekWidgetToggleMutation$data;
  variables: WeekWidgetToggleMutation$variables;
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
    "name": "toggleHomeView",
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
            "kind": "ScalarField",
            "name": "visible",
            "storageKey": null
          }
        ],
        "type": "ToggleHomeViewSuccess",
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
    "name": "WeekWidgetToggleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WeekWidgetToggleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "69736e32f4c19785747cfccfaa2d0e1c7c6ca1b6561ad42afb1e99b6bbd1c04f",
    "metadata": {},
    "name": "WeekWidgetToggleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c3da04c4e24d70cea1460af91649986";

export default node;
