/**
 * @generated SignedSource<<db177c82bd99208cf2cfe872c113ee60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type UpdatePersonInput = {
  addresses?: ReadonlyArray<AddressInput> | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id: string;
  isLocked?: boolean | null | undefined;
  jobTitle?: string | null | undefined;
  lastName?: string | null | undefined;
  organizationId?: string | null | undefined;
  ownerId?: string | null | undefined;
  phone?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};
export type AddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  description?: string | null | undefined;
  fax?: string | null | undefined;
  isPrimary?: boolean | null | undefined;
  postal?: string | null | undefined;
  primaryPhone?: string | null | undefined;
  province?: string | null | undefined;
  secondaryPhone?: string | null | undefined;
  street?: string | null | undefined;
};
export type useUpdatePersonMutation$variables = {
  input: UpdatePersonInput;
};
export type useUpdatePersonMutation$data = {
  readonly updatePerson: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionError";
    readonly message: string;
  } | {
    readonly __typename: "UpdatePersonSuccess";
    readonly person: {
      readonly description: string | null | undefined;
      readonly email: string | null | undefined;
      readonly firstName: string | null | undefined;
      readonly id: string;
      readonly isLocked: boolean;
      readonly jobTitle: string | null | undefined;
      readonly lastName: string;
      readonly name: string;
      readonly permission: RecordPermission;
      readonly phone: string | null | undefined;
      readonly status: RecordStatus;
      readonly updatedAt: string;
    };
  } | {
    readonly __typename: "UpgradeRequiredError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdatePersonMutation = {
  response: useUpdatePersonMutation$data;
  variables: useUpdatePersonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "updatePerson",
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
            "concreteType": "Person",
            "kind": "LinkedField",
            "name": "person",
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
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
                "name": "phone",
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "permission",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdatePersonSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "PermissionError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "UpgradeRequiredError",
        "abstractKey": null
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
    "name": "useUpdatePersonMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePersonMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "df105b440013c40376ef4ac023f1571e",
    "id": null,
    "metadata": {},
    "name": "useUpdatePersonMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePersonMutation(\n  $input: UpdatePersonInput!\n) {\n  updatePerson(input: $input) {\n    __typename\n    ... on UpdatePersonSuccess {\n      person {\n        id\n        name\n        firstName\n        lastName\n        jobTitle\n        phone\n        email\n        description\n        status\n        isLocked\n        permission\n        updatedAt\n      }\n    }\n    ... on ValidationError {\n      message\n      fields {\n        field\n        message\n      }\n    }\n    ... on PermissionError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UpgradeRequiredError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f0a6fa869e010cf75c8194a99ca5e5c";

export default node;
