/**
 * @generated SignedSource<<f3e26765aa69521b56e6d6beeb4bf219>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b1153a52b126792c10c844372bcf40a9",
    "id": null,
    "metadata": {},
    "name": "RecordReferenceInputTypesQuery",
    "operationKind": "query",
    "text": "query RecordReferenceInputTypesQuery {\n  recordTypes {\n    name\n    label\n    isRole\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba80ac8c8240489babc75b44f6ddf5e0";

export default node;
