/**
 * @generated SignedSource<<6f942286731beba17b486cdd1f6194d8>>
 * @relayHash aed1b1fe1903f8e97be43d54ad41a5cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a172900b4de49144455bf555289878713dbd7bc6c86ae22c4503bc966022064

import { ConcreteRequest } from 'relay-runtime';
export type PlanExtensionRouteQuery$variables = Record<PropertyKey, never>;
export type PlanExtensionRouteQuery$data = {
  readonly viewer: {
    readonly isAdministrator: boolean;
    readonly plan: {
      readonly extensions: ReadonlyArray<{
        readonly daysLeft: number;
        readonly role: string;
        readonly status: string;
        readonly trialEndDate: string | null | undefined;
      }>;
      readonly trialMessage: string | null | undefined;
    };
  } | null | undefined;
};
export type PlanExtensionRouteQuery = {
  response: PlanExtensionRouteQuery$data;
  variables: PlanExtensionRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdministrator",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "PlanPrompts",
  "kind": "LinkedField",
  "name": "plan",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanExtension",
      "kind": "LinkedField",
      "name": "extensions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialEndDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysLeft",
          "storageKey": null
        }
      ],
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
    "name": "PlanExtensionRouteQuery",
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
          (v1/*:: as any*/)
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
    "name": "PlanExtensionRouteQuery",
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
          (v1/*:: as any*/),
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
    "id": "3a172900b4de49144455bf555289878713dbd7bc6c86ae22c4503bc966022064",
    "metadata": {},
    "name": "PlanExtensionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e60c1e9e7223d371b876efa6c715afc";

export default node;
