/**
 * @generated SignedSource<<1a662070aaa34a04d75bb941fef401a6>>
 * @relayHash 07578f3dee4611df26eee0604f3af276
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7554a813aa78c27108225206103de428023a2963dafd88117371c6ec4929437f

import { ConcreteRequest } from 'relay-runtime';
export type DeleteViewInput = {
  id: string;
};
export type useViewMutationsDeleteMutation$variables = {
  input: DeleteViewInput;
};
export type useViewMutationsDeleteMutation$data = {
  readonly deleteView: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useViewMutationsDeleteMutation = {
  response: useViewMutationsDeleteMutation$data;
  variables: useViewMutationsDeleteMutation$variables;
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
    "name": "deleteView",
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
        "type": "DeleteViewSuccess",
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
    "name": "useViewMutationsDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewMutationsDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7554a813aa78c27108225206103de428023a2963dafd88117371c6ec4929437f",
    "metadata": {},
    "name": "useViewMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "321c26fc661dc1268ea92f8068ff1261";

export default node;
