/**
 * @generated SignedSource<<818c3ed7d6c276b301722bda48a3128c>>
 * @relayHash 9a50e8fc49b5767c839c527688a0f4ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d21ebfd17e1def3578d59311189cddca74cf2a0650244414b440e277b373f65

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDashboardInput = {
  id: string;
};
export type useDashboardMutationsDeleteMutation$variables = {
  input: DeleteDashboardInput;
};
export type useDashboardMutationsDeleteMutation$data = {
  readonly deleteDashboard: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDashboardMutationsDeleteMutation = {
  response: useDashboardMutationsDeleteMutation$data;
  variables: useDashboardMutationsDeleteMutation$variables;
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
    "name": "deleteDashboard",
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
        "type": "DeleteDashboardSuccess",
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
    "name": "useDashboardMutationsDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0d21ebfd17e1def3578d59311189cddca74cf2a0650244414b440e277b373f65",
    "metadata": {},
    "name": "useDashboardMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0518fba8c746287d582578f50c157e09";

export default node;
