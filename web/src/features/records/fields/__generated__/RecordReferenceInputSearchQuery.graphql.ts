/**
 * @generated SignedSource<<6577742de5de4c052faf04e8b6378fe4>>
 * @relayHash 08707872d13eb929664e2fd4c9e36d5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff66c7c1509b9cceba5977d5bf6f5d3f1468a480358d595d7a93a825b2fc2473

import { ConcreteRequest } from 'relay-runtime';
export type RecordReferenceInputSearchQuery$variables = {
  term: string;
  type: string;
};
export type RecordReferenceInputSearchQuery$data = {
  readonly nameSearch: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type RecordReferenceInputSearchQuery = {
  response: RecordReferenceInputSearchQuery$data;
  variables: RecordReferenceInputSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v2 = [
  {
    "kind": "Variable",
    "name": "term",
    "variableName": "term"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordReferenceInputSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nameSearch",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecordReferenceInputSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nameSearch",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ff66c7c1509b9cceba5977d5bf6f5d3f1468a480358d595d7a93a825b2fc2473",
    "metadata": {},
    "name": "RecordReferenceInputSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e24a20abc710bf12b86bc5e497db6c6c";

export default node;
