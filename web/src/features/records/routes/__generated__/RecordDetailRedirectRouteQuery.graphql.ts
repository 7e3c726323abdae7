/**
 * @generated SignedSource<<2647e05ee1c04309728e22ae437738d0>>
 * @relayHash 7ba3b643fed79d5e97990e99ffcfa2f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a440437e739531feb669b012c4a690297409ef6bf62f9de60cd1fc9174eb7fd

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
    "id": "5a440437e739531feb669b012c4a690297409ef6bf62f9de60cd1fc9174eb7fd",
    "metadata": {},
    "name": "RecordDetailRedirectRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c05a4abaf1630ce6fec276ea5f37186";

export default node;
