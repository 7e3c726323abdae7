/**
 * @generated SignedSource<<b259d1143e0a2ce0ed0fd2e4dfee1a0e>>
 * @relayHash d46452ecfcb5a1b3aca47e8c776a6c5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7741e902979cbf95826b726aa4024ceeec47b2de9b1ad25288d7bfb482de7272

import { ConcreteRequest } from 'relay-runtime';
export type ActivateTrialRouteQuery$variables = {
  role: string;
};
export type ActivateTrialRouteQuery$data = {
  readonly trialOffer: {
    readonly pricePerUser: number;
    readonly roleLabel: string;
    readonly roleTrialed: boolean;
    readonly users: ReadonlyArray<{
      readonly email: string;
      readonly fullName: string;
      readonly isSalesManager: boolean;
      readonly isSalesPerson: boolean;
      readonly roleAccess: boolean;
      readonly roleAdmin: boolean;
      readonly userRowId: number;
    }>;
  };
  readonly viewer: {
    readonly isAdministrator: boolean;
  } | null | undefined;
};
export type ActivateTrialRouteQuery = {
  response: ActivateTrialRouteQuery$data;
  variables: ActivateTrialRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdministrator",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "role",
      "variableName": "role"
    }
  ],
  "concreteType": "TrialOffer",
  "kind": "LinkedField",
  "name": "trialOffer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleTrialed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePerUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrialUser",
      "kind": "LinkedField",
      "name": "users",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleAccess",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleAdmin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSalesManager",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSalesPerson",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivateTrialRouteQuery",
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
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ActivateTrialRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "7741e902979cbf95826b726aa4024ceeec47b2de9b1ad25288d7bfb482de7272",
    "metadata": {},
    "name": "ActivateTrialRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4dfb2cb2c88ffa293008605763351145";

export default node;
