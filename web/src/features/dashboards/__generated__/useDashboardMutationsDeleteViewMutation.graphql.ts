/**
 * @generated SignedSource<<f25a57464a4ec780b252b3551c58ed5f>>
 * @relayHash 7105390d2b514a4cbcaf38ba98ebb97c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a7317adc97ebe96138ffc78f73a0738ffe48735edf94d83356b08db4bd9760d

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDashboardViewInput = {
  id: string;
};
export type useDashboardMutationsDeleteViewMutation$variables = {
  input: DeleteDashboardViewInput;
};
export type useDashboardMutationsDeleteViewMutation$data = {
  readonly deleteDashboardView: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDashboardMutationsDeleteViewMutation = {
  response: useDashboardMutationsDeleteViewMutation$data;
  variables: useDashboardMutationsDeleteViewMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "deleteDashboardView",
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
        "selections": (v1/*:: as any*/),
        "type": "DeleteDashboardViewSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "useDashboardMutationsDeleteViewMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsDeleteViewMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6a7317adc97ebe96138ffc78f73a0738ffe48735edf94d83356b08db4bd9760d",
    "metadata": {},
    "name": "useDashboardMutationsDeleteViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab44414429984f4540facf9c41bd0343";

export default node;
