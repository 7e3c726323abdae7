/**
 * @generated SignedSource<<fba2a651a79bd7ff62c25acb18eec755>>
 * @relayHash c08551a377bd0f40642ec30983d4365e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fea1d8dd9ce6627c5eb430c91f2531535ee9e4cd64b9a3c4804b4afbcbe889e

import { ConcreteRequest } from 'relay-runtime';
export type RecordListRouteMetaQuery$variables = {
  object: string;
};
export type RecordListRouteMetaQuery$data = {
  readonly recordType: {
    readonly listFields: ReadonlyArray<string>;
    readonly name: string;
  } | null | undefined;
};
export type RecordListRouteMetaQuery = {
  response: RecordListRouteMetaQuery$data;
  variables: RecordListRouteMetaQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "object"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "object"
      }
    ],
    "concreteType": "RecordType",
    "kind": "LinkedField",
    "name": "recordType",
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
        "name": "listFields",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordListRouteMetaQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordListRouteMetaQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fea1d8dd9ce6627c5eb430c91f2531535ee9e4cd64b9a3c4804b4afbcbe889e",
    "metadata": {},
    "name": "RecordListRouteMetaQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "824bcd676328cecb85730371c98e8134";

export default node;
