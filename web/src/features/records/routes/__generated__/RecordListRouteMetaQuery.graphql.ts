/**
 * @generated SignedSource<<b11dffd526a31eba3495b16e8dc9a7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "c08551a377bd0f40642ec30983d4365e",
    "id": null,
    "metadata": {},
    "name": "RecordListRouteMetaQuery",
    "operationKind": "query",
    "text": "query RecordListRouteMetaQuery(\n  $object: String!\n) {\n  recordType(name: $object) {\n    name\n    listFields\n  }\n}\n"
  }
};
})();

(node as any).hash = "824bcd676328cecb85730371c98e8134";

export default node;
