/**
 * @generated SignedSource<<0069f7434d198900a8a3c454c2df4d89>>
 * @relayHash e67ed2b40a8cc0ef9eb7d5cfa3594724
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f64e9b33b759d66813c738fb9db8b899e1a3ca4244128e449a37dca2b578fc95

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenListRevokeMutation$variables = {
  id: string;
};
export type ApiTokenListRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly __typename: string;
    readonly message?: string;
    readonly revokedId?: string;
  };
};
export type ApiTokenListRevokeMutation = {
  response: ApiTokenListRevokeMutation$data;
  variables: ApiTokenListRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedId",
            "storageKey": null
          }
        ],
        "type": "RevokeApiTokenSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ApiTokenListRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokenListRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f64e9b33b759d66813c738fb9db8b899e1a3ca4244128e449a37dca2b578fc95",
    "metadata": {},
    "name": "ApiTokenListRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b527fbaa3e5e39549262b6d5aafd833";

export default node;
