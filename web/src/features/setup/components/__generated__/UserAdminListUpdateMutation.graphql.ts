/**
 * @generated SignedSource<<31268ce27a527d1b80ca7debcbc386f7>>
 * @relayHash c185c88b31c9ebe4d6bac06a04b262e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9146621e231979f38b0dc89eb931754c519c908afe6c8c5abbf1235cfeeac7e2

import { ConcreteRequest } from 'relay-runtime';
export type UpdateUserInput = {
  firstName?: string | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
  isAdministrator?: boolean | null | undefined;
  jobTitle?: string | null | undefined;
  lastName?: string | null | undefined;
  role?: string | null | undefined;
};
export type UserAdminListUpdateMutation$variables = {
  input: UpdateUserInput;
};
export type UserAdminListUpdateMutation$data = {
  readonly updateUser: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly isActive: boolean;
      readonly isAdministrator: boolean;
      readonly role: string;
    };
  };
};
export type UserAdminListUpdateMutation = {
  response: UserAdminListUpdateMutation$data;
  variables: UserAdminListUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateUser",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isAdministrator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UserSavedSuccess",
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
    "name": "UserAdminListUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserAdminListUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9146621e231979f38b0dc89eb931754c519c908afe6c8c5abbf1235cfeeac7e2",
    "metadata": {},
    "name": "UserAdminListUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d5f2f9269668193c0f63fff6e4a1255d";

export default node;
