/**
 * @generated SignedSource<<9e7093aa995cb60f9e57288b579a390c>>
 * @relayHash 118f389f74f66ad40fead82fae0df991
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 224a237f11aad8a0ae663dd2c1028a584e5a36ae5e990ae1790f7dceb461b225

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntegrationRouteQuery$variables = Record<PropertyKey, never>;
export type IntegrationRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenList_query">;
};
export type IntegrationRouteQuery = {
  response: IntegrationRouteQuery$data;
  variables: IntegrationRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ApiTokenList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiTokens",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "224a237f11aad8a0ae663dd2c1028a584e5a36ae5e990ae1790f7dceb461b225",
    "metadata": {},
    "name": "IntegrationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5498210f910411a117ea3ef18b0d295e";

export default node;
