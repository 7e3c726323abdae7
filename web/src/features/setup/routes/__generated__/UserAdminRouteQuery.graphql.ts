/**
 * @generated SignedSource<<14e6a4d3b2ed8e4d935c758edb899758>>
 * @relayHash efc10989c24ed54b9ab2f67ee9667333
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bc55dcdef4bc96f97142a5da442d24f4d6f4956a12d41398402d3e9a0221bee

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserAdminRouteQuery$variables = Record<PropertyKey, never>;
export type UserAdminRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserAdminList_query">;
};
export type UserAdminRouteQuery = {
  response: UserAdminRouteQuery$data;
  variables: UserAdminRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserAdminRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UserAdminList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserAdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "companyUsers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "name": "jobTitle",
            "storageKey": null
          },
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
            "name": "isAdministrator",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0bc55dcdef4bc96f97142a5da442d24f4d6f4956a12d41398402d3e9a0221bee",
    "metadata": {},
    "name": "UserAdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "d8ceb6727bc9b1029b8de0e115d2c524";

export default node;
