/**
 * @generated SignedSource<<3943675cf59462c915a8e81aada76b69>>
 * @relayHash 54c1c0b39e4f4b9bd863d346ed464b05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97c1a8028077cb9f4d823803244657199a1a2edfa558cd8f2d9b059d5bf7fe57

import { ConcreteRequest } from 'relay-runtime';
export type MoveDashboardViewInput = {
  afterId?: string | null | undefined;
  id: string;
};
export type useDashboardMutationsMoveViewMutation$variables = {
  input: MoveDashboardViewInput;
};
export type useDashboardMutationsMoveViewMutation$data = {
  readonly moveDashboardView: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDashboardMutationsMoveViewMutation = {
  response: useDashboardMutationsMoveViewMutation$data;
  variables: useDashboardMutationsMoveViewMutation$variables;
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
    "name": "moveDashboardView",
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
    "name": "useDashboardMutationsMoveViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsMoveViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "97c1a8028077cb9f4d823803244657199a1a2edfa558cd8f2d9b059d5bf7fe57",
    "metadata": {},
    "name": "useDashboardMutationsMoveViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b95efba6bf130e5a97bb97955834eda";

export default node;
