/**
 * @generated SignedSource<<42239c27d3dfc3f97721d8e20783d995>>
 * @relayHash fa195a4fd797d9585fd22e89733dbd8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9d594a65eb902c68312e39c69414549bd2bf9fc92c6bc64297617af2ff5dd7c

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
      readonly roleAccess: boolean;
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
    "id": "b9d594a65eb902c68312e39c69414549bd2bf9fc92c6bc64297617af2ff5dd7c",
    "metadata": {},
    "name": "ActivateTrialRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2cdd54044222a941ace6797173d6f74b";

export default node;
