/**
 * @generated SignedSource<<27f34d002394a91498a462f118755468>>
 * @relayHash 303d4cbf191f670a3289bc06872e4ce7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f66201892425c900de446aaa4392b72a351acf6731213cfecb8a09da1421b948

import { ConcreteRequest } from 'relay-runtime';
export type InviteUserInput = {
  email: string;
  firstName: string;
  isAdministrator: boolean;
  jobTitle?: string | null | undefined;
  lastName: string;
  role: string;
};
export type UserAdminListInviteMutation$variables = {
  input: InviteUserInput;
};
export type UserAdminListInviteMutation$data = {
  readonly inviteUser: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly email: string | null | undefined;
      readonly fullName: string;
      readonly id: string;
      readonly isActive: boolean;
      readonly isAdministrator: boolean;
      readonly jobTitle: string | null | undefined;
      readonly role: string;
    };
  };
};
export type UserAdminListInviteMutation = {
  response: UserAdminListInviteMutation$data;
  variables: UserAdminListInviteMutation$variables;
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
    "name": "inviteUser",
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
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "jobTitle",
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
    "name": "UserAdminListInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserAdminListInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f66201892425c900de446aaa4392b72a351acf6731213cfecb8a09da1421b948",
    "metadata": {},
    "name": "UserAdminListInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "98b042b1ba1bde63c473bff234979fb7";

export default node;
