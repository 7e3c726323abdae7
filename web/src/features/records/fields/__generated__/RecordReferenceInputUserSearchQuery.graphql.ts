/**
 * @generated SignedSource<<a3d75f36e24fdfa54354973fd7dc63dd>>
 * @relayHash 13f252d9a46e4010051256437c4fa570
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78d1ba9a9e718e7733d68422f8922cb5d3cb1956f93d86124a11ed8b3f7f7c79

import { ConcreteRequest } from 'relay-runtime';
export type RecordReferenceInputUserSearchQuery$variables = {
  term: string;
};
export type RecordReferenceInputUserSearchQuery$data = {
  readonly userNameSearch: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
    readonly rowId: number;
  }>;
};
export type RecordReferenceInputUserSearchQuery = {
  response: RecordReferenceInputUserSearchQuery$data;
  variables: RecordReferenceInputUserSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "term"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "term",
        "variableName": "term"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "userNameSearch",
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
        "name": "rowId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
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
    "name": "RecordReferenceInputUserSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordReferenceInputUserSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78d1ba9a9e718e7733d68422f8922cb5d3cb1956f93d86124a11ed8b3f7f7c79",
    "metadata": {},
    "name": "RecordReferenceInputUserSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "90d4a08eca70879a60b5e94144171448";

export default node;
