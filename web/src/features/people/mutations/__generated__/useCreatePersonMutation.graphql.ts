/**
 * @generated SignedSource<<9955692b15935073f07d91b101bb9972>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CreatePersonInput = {
  addresses?: ReadonlyArray<AddressInput> | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  jobTitle?: string | null | undefined;
  lastName: string;
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
export type useCreatePersonMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreatePersonInput;
};
export type useCreatePersonMutation$data = {
  readonly createPerson: {
    readonly __typename: "CreatePersonSuccess";
    readonly person: {
      readonly rowId: number;
    };
    readonly personEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PersonRow_person">;
      };
    };
  } | {
    readonly __typename: "PermissionError";
    readonly message: string;
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
export type useCreatePersonMutation = {
  response: useCreatePersonMutation$data;
  variables: useCreatePersonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
  "name": "cursor",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/),
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
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v9 = [
  (v7/*:: as any*/)
],
v10 = {
  "kind": "InlineFragment",
  "selections": (v9/*:: as any*/),
  "type": "PermissionError",
  "abstractKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": (v9/*:: as any*/),
  "type": "UpgradeRequiredError",
  "abstractKey": null
},
v12 = {
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
    "name": "useCreatePersonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPerson",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PersonEdge",
                "kind": "LinkedField",
                "name": "personEdge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Person",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PersonRow_person"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreatePersonSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreatePersonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPerson",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PersonEdge",
                "kind": "LinkedField",
                "name": "personEdge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Person",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/),
                      (v12/*:: as any*/),
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
                        "name": "email",
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
                        "concreteType": "Organization",
                        "kind": "LinkedField",
                        "name": "organization",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v12/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendEdge",
                "key": "",
                "kind": "LinkedHandle",
                "name": "personEdge",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "CreatePersonSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c557bb4af9e310f11bd0d6375ae44910",
    "id": null,
    "metadata": {},
    "name": "useCreatePersonMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePersonMutation(\n  $input: CreatePersonInput!\n) {\n  createPerson(input: $input) {\n    __typename\n    ... on CreatePersonSuccess {\n      person {\n        rowId\n        id\n      }\n      personEdge {\n        cursor\n        node {\n          id\n          ...PersonRow_person\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fields {\n        field\n        message\n      }\n    }\n    ... on PermissionError {\n      message\n    }\n    ... on UpgradeRequiredError {\n      message\n    }\n  }\n}\n\nfragment PersonRow_person on Person {\n  rowId\n  name\n  jobTitle\n  email\n  phone\n  organization {\n    rowId\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "aabeebcf519c0dd0e1dbeb3a54b0a4e4";

export default node;
