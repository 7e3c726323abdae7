/**
 * @generated SignedSource<<9ec4e8bf41d101c01995bf9fa37f856a>>
 * @relayHash bcd441f5a0b0b0a72ef38786a255c48e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 097463af487455caaa62a076b4bb22623193387b27587617b2175e389765509a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordChange = "CREATED" | "DELETED" | "RESTORED" | "UPDATED" | "%future added value";
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type useRecordChangedSubscription$variables = {
  id?: string | null | undefined;
  listFields: ReadonlyArray<string>;
  type?: string | null | undefined;
  withRow: boolean;
};
export type useRecordChangedSubscription$data = {
  readonly recordChanged: {
    readonly change: RecordChange;
    readonly record: {
      readonly allValues: ReadonlyArray<{
        readonly field: string;
        readonly text: string | null | undefined;
        readonly value: unknown | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
      }>;
      readonly id: string;
      readonly isLocked: boolean;
      readonly name: string;
      readonly owner: {
        readonly fullName: string;
      } | null | undefined;
      readonly permission: RecordPermission;
      readonly row?: {
        readonly " $fragmentSpreads": FragmentRefs<"RecordRow_record">;
      } | null | undefined;
      readonly status: RecordStatus;
      readonly summary: {
        readonly isFollowing: boolean;
      };
      readonly updatedAt: string;
      readonly url: string;
    } | null | undefined;
    readonly recordId: string;
  };
};
export type useRecordChangedSubscription = {
  response: useRecordChangedSubscription$data;
  variables: useRecordChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listFields"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withRow"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "change",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recordId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLocked",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permission",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "RecordSummary",
  "kind": "LinkedField",
  "name": "summary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFollowing",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v20 = [
  (v14/*:: as any*/),
  (v7/*:: as any*/)
],
v21 = [
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "format",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "user",
    "plural": false,
    "selections": (v20/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "users",
    "plural": true,
    "selections": [
      (v7/*:: as any*/),
      (v14/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "record",
    "plural": false,
    "selections": [
      (v19/*:: as any*/),
      (v9/*:: as any*/),
      (v8/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RecordChangedEvent",
        "kind": "LinkedField",
        "name": "recordChanged",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              {
                "alias": "allValues",
                "args": null,
                "concreteType": "FieldValue",
                "kind": "LinkedField",
                "name": "values",
                "plural": true,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FieldDisplay_value"
                  }
                ],
                "storageKey": null
              },
              {
                "condition": "withRow",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": [
                            {
                              "kind": "Variable",
                              "name": "listFields",
                              "variableName": "listFields"
                            }
                          ],
                          "kind": "FragmentSpread",
                          "name": "RecordRow_record"
                        }
                      ],
                      "type": "Record",
                      "abstractKey": "__isRecord"
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "row"
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRecordChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RecordChangedEvent",
        "kind": "LinkedField",
        "name": "recordChanged",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v19/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              (v15/*:: as any*/),
              {
                "alias": "allValues",
                "args": null,
                "concreteType": "FieldValue",
                "kind": "LinkedField",
                "name": "values",
                "plural": true,
                "selections": (v21/*:: as any*/),
                "storageKey": null
              },
              {
                "condition": "withRow",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isRecord"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "version",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "fields",
                        "variableName": "listFields"
                      }
                    ],
                    "concreteType": "FieldValue",
                    "kind": "LinkedField",
                    "name": "values",
                    "plural": true,
                    "selections": (v21/*:: as any*/),
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "097463af487455caaa62a076b4bb22623193387b27587617b2175e389765509a",
    "metadata": {},
    "name": "useRecordChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b92b6db7b70607869799928fdf2b4282";

export default node;
