/**
 * @generated SignedSource<<ab81daa814273f2100c3f22bc5cc4dc2>>
 * @relayHash 5099fc143fb94bef6466b225f283852f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf8386a5c9d23409b3b7745c7ec301b9e885a6d55565daa1fb27030de2ffadeb

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerQuestionInput = {
  email: string;
  name: string;
  question: string;
  subject: string;
};
export type ExplorerHomeQuestionMutation$variables = {
  input: ExplorerQuestionInput;
};
export type ExplorerHomeQuestionMutation$data = {
  readonly askExplorerQuestion: {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ExplorerHomeQuestionMutation = {
  response: ExplorerHomeQuestionMutation$data;
  variables: ExplorerHomeQuestionMutation$variables;
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
    "name": "askExplorerQuestion",
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
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ExplorerHomeQuestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExplorerHomeQuestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cf8386a5c9d23409b3b7745c7ec301b9e885a6d55565daa1fb27030de2ffadeb",
    "metadata": {},
    "name": "ExplorerHomeQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9009d0ca758844651282f7d899e678fc";

export default node;
