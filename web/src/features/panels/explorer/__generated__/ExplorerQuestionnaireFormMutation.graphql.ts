/**
 * @generated SignedSource<<91f36d7b2747c0ba8b18442807de720d>>
 * @relayHash 38efc7f8b053c99efee4db09b1ca65cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73bc3c0610dabe4b387dce9d3eb8f69b6db846bd5ed88c9756eb028d86d22194

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerQuestionnaireInput = {
  currentIssue?: string | null | undefined;
  interested?: string | null | undefined;
  roleInCompany?: string | null | undefined;
};
export type ExplorerQuestionnaireFormMutation$variables = {
  input: ExplorerQuestionnaireInput;
};
export type ExplorerQuestionnaireFormMutation$data = {
  readonly saveExplorerQuestionnaire: {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ExplorerQuestionnaireFormMutation = {
  response: ExplorerQuestionnaireFormMutation$data;
  variables: ExplorerQuestionnaireFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "saveExplorerQuestionnaire",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
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
    "name": "ExplorerQuestionnaireFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExplorerQuestionnaireFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "73bc3c0610dabe4b387dce9d3eb8f69b6db846bd5ed88c9756eb028d86d22194",
    "metadata": {},
    "name": "ExplorerQuestionnaireFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7afd36fafef177e772888be1af7b6a3e";

export default node;
