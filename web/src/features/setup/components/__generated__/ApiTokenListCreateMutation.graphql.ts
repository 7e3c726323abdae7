/**
 * @generated SignedSource<<23b1c99cbf2e94a8ee567c7af325c1c0>>
 * @relayHash 439d74d652b9dbf21bb23cdb7a140785
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 589f536eeeefb684f0956070c7338b1fd998e2c2036d38d6d4f6282dc3c9c73c

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenListCreateMutation$variables = {
  name: string;
};
export type ApiTokenListCreateMutation$data = {
  readonly createApiToken: {
    readonly __typename: string;
    readonly apiToken?: {
      readonly createdAt: string;
      readonly id: string;
      readonly lastUsedAt: string | null | undefined;
      readonly name: string;
    };
    readonly message?: string;
    readonly token?: string;
  };
};
export type ApiTokenListCreateMutation = {
  response: ApiTokenListCreateMutation$data;
  variables: ApiTokenListCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createApiToken",
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
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateApiTokenSuccess",
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
    "name": "ApiTokenListCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokenListCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "589f536eeeefb684f0956070c7338b1fd998e2c2036d38d6d4f6282dc3c9c73c",
    "metadata": {},
    "name": "ApiTokenListCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2298ae97f1088829b64936355b994c9";

export default node;
