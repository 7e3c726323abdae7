/**
 * @generated SignedSource<<1d77b5865751cf3c50571bd7cbb5c245>>
 * @relayHash 255aae46ea4f50c0c7ea49557764973f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f30a39f7e02d339a588959a756742d0cb15b1d93e5cc3809a9415ffa002a8f3

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
      readonly invitationPending: boolean;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitationPending",
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
    "id": "3f30a39f7e02d339a588959a756742d0cb15b1d93e5cc3809a9415ffa002a8f3",
    "metadata": {},
    "name": "UserAdminListInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9efaf32b3b6fca437f003d845cd357f";

export default node;
