/**
 * @generated SignedSource<<7bb230f3b30dc9451cf32ce01f61cedd>>
 * @relayHash ec39f16385e5d92be98cf3537eea7ae3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01f4e0d9e2ac436fa753bcb9ec8841db0d9c71b2426a72aa0a1dd0ba0e13098c

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invitationPending",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "01f4e0d9e2ac436fa753bcb9ec8841db0d9c71b2426a72aa0a1dd0ba0e13098c",
    "metadata": {},
    "name": "UserAdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "d8ceb6727bc9b1029b8de0e115d2c524";

export default node;
