/**
 * @generated SignedSource<<5231a48bef9a4c0c8a8780ff38f26d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordDetailRedirectRouteQuery$variables = {
  object: string;
};
export type RecordDetailRedirectRouteQuery$data = {
  readonly recordType: {
    readonly defaultSection: string;
    readonly sections: ReadonlyArray<{
      readonly key: string;
    }>;
    readonly typeDefaultSection: string;
    readonly urlSegment: string;
  } | null | undefined;
};
export type RecordDetailRedirectRouteQuery = {
  response: RecordDetailRedirectRouteQuery$data;
  variables: RecordDetailRedirectRouteQuery$variables;
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
        "name": "urlSegment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultSection",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typeDefaultSection",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RecordSection",
        "kind": "LinkedField",
        "name": "sections",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          }
        ],
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
    "name": "RecordDetailRedirectRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordDetailRedirectRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7ba3b643fed79d5e97990e99ffcfa2f5",
    "id": null,
    "metadata": {},
    "name": "RecordDetailRedirectRouteQuery",
    "operationKind": "query",
    "text": "query RecordDetailRedirectRouteQuery(\n  $object: String!\n) {\n  recordType(name: $object) {\n    urlSegment\n    defaultSection\n    typeDefaultSection\n    sections {\n      key\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c05a4abaf1630ce6fec276ea5f37186";

export default node;
