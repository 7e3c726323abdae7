/**
 * @generated SignedSource<<d5a5e85cdd264a726ae80def13bdaed0>>
 * @relayHash ee901bfb9bf73918efb00e0e49372ded
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3ea99af9c4468240f82b58fd7aded9264bbaf7b4824e416a87a88f6eac911ab

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyDetailRouteQuery$variables = Record<PropertyKey, never>;
export type CompanyDetailRouteQuery$data = {
  readonly companyDetails: {
    readonly " $fragmentSpreads": FragmentRefs<"CompanyDetailForm_company">;
  };
};
export type CompanyDetailRouteQuery = {
  response: CompanyDetailRouteQuery$data;
  variables: CompanyDetailRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CompanyDetails",
        "kind": "LinkedField",
        "name": "companyDetails",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyDetailForm_company"
          }
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
    "name": "CompanyDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CompanyDetails",
        "kind": "LinkedField",
        "name": "companyDetails",
        "plural": false,
        "selections": [
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
            "name": "phone",
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
            "name": "website",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "street",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "postal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canEdit",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3ea99af9c4468240f82b58fd7aded9264bbaf7b4824e416a87a88f6eac911ab",
    "metadata": {},
    "name": "CompanyDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "9d20080e1bfd9ff102237b574b54b4b1";

export default node;
