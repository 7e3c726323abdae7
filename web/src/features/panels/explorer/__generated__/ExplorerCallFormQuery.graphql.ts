/**
 * @generated SignedSource<<2aa39d6a090b0b02934a7bad8412105d>>
 * @relayHash a326f1b2696a913e177ef67c1e5937e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45c15a97770ce5791b18fc137a88b5dcf7a47925e6821e6e87fb890ea03c1c1a

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerCallFormQuery$variables = Record<PropertyKey, never>;
export type ExplorerCallFormQuery$data = {
  readonly countries: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly viewer: {
    readonly explorerQuestionForm: {
      readonly email: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type ExplorerCallFormQuery = {
  response: ExplorerCallFormQuery$data;
  variables: ExplorerCallFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ExplorerQuestionForm",
  "kind": "LinkedField",
  "name": "explorerQuestionForm",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExplorerCallFormQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "countries",
        "plural": true,
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
    "name": "ExplorerCallFormQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "countries",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "45c15a97770ce5791b18fc137a88b5dcf7a47925e6821e6e87fb890ea03c1c1a",
    "metadata": {},
    "name": "ExplorerCallFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b60407591ca688d898d25e03f101fc0f";

export default node;
