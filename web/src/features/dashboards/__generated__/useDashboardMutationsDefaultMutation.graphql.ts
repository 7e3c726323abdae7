/**
 * @generated SignedSource<<603e2b87dce44b30aaa5a01e467bd49e>>
 * @relayHash 4b2561c12a15987919bf0eabf88567d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cbac153ef582eedc5062774ed6d5d29e85c3fb2a667e779b7bb714e80209976

import { ConcreteRequest } from 'relay-runtime';
export type SetDefaultDashboardInput = {
  id: string;
};
export type useDashboardMutationsDefaultMutation$variables = {
  input: SetDefaultDashboardInput;
};
export type useDashboardMutationsDefaultMutation$data = {
  readonly setDefaultDashboard: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDashboardMutationsDefaultMutation = {
  response: useDashboardMutationsDefaultMutation$data;
  variables: useDashboardMutationsDefaultMutation$variables;
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
    "name": "setDefaultDashboard",
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
        "type": "SetDefaultDashboardSuccess",
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
    "name": "useDashboardMutationsDefaultMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsDefaultMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2cbac153ef582eedc5062774ed6d5d29e85c3fb2a667e779b7bb714e80209976",
    "metadata": {},
    "name": "useDashboardMutationsDefaultMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be808b8b5a21e7b0300f6aa96294caa7";

export default node;
