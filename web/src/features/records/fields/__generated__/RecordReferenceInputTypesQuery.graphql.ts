/**
 * @generated SignedSource<<5f616fa8e48b6aad2bfcdf27e14e0a56>>
 * @relayHash b1153a52b126792c10c844372bcf40a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b1e4b6dc83a6d780443b9c6b9f61d506323d693f897f32fbeec482022dabfce

import { ConcreteRequest } from 'relay-runtime';
export type RecordReferenceInputTypesQuery$variables = Record<PropertyKey, never>;
export type RecordReferenceInputTypesQuery$data = {
  readonly recordTypes: ReadonlyArray<{
    readonly isRole: boolean;
    readonly label: string;
    readonly name: string;
  }>;
};
export type RecordReferenceInputTypesQuery = {
  response: RecordReferenceInputTypesQuery$data;
  variables: RecordReferenceInputTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RecordType",
    "kind": "LinkedField",
    "name": "recordTypes",
    "plural": true,
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
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isRole",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordReferenceInputTypesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecordReferenceInputTypesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4b1e4b6dc83a6d780443b9c6b9f61d506323d693f897f32fbeec482022dabfce",
    "metadata": {},
    "name": "RecordReferenceInputTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba80ac8c8240489babc75b44f6ddf5e0";

export default node;
