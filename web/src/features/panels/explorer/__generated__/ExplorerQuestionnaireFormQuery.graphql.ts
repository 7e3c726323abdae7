/**
 * @generated SignedSource<<3c213d3bfe2c122d05d2f203431b9849>>
 * @relayHash a8a6dc48dbf2c3b0d05f8bda4c9151d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e2c44e72b1231f934d9670d4ad14467cca7477d8dc01385b7915b036ee3662e

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerQuestionnaireFormQuery$variables = Record<PropertyKey, never>;
export type ExplorerQuestionnaireFormQuery$data = {
  readonly viewer: {
    readonly explorerQuestionnaire: {
      readonly currentIssue: string;
      readonly interested: string;
      readonly roleInCompany: string;
    };
  } | null | undefined;
};
export type ExplorerQuestionnaireFormQuery = {
  response: ExplorerQuestionnaireFormQuery$data;
  variables: ExplorerQuestionnaireFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ExplorerQuestionnaire",
  "kind": "LinkedField",
  "name": "explorerQuestionnaire",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleInCompany",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentIssue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interested",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExplorerQuestionnaireFormQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExplorerQuestionnaireFormQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e2c44e72b1231f934d9670d4ad14467cca7477d8dc01385b7915b036ee3662e",
    "metadata": {},
    "name": "ExplorerQuestionnaireFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71cf99cdea21458f587f45b89c547df5";

export default node;
