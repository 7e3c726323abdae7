/**
 * @generated SignedSource<<7ff7829c2e3dac8524012321b002e8ab>>
 * @relayHash 7387080c9c5ea7d59e0055007619d6ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc2172391294c9c132c54169b9bef5f9c67f39ff66f91269d02cdc5b2e72f65a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordChange = "CREATED" | "DELETED" | "RESTORED" | "UPDATED" | "%future added value";
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type useRecordChangedSubscription$variables = {
  defaultView?: boolean | null | undefined;
  id?: string | null | undefined;
  listFields?: ReadonlyArray<string> | null | undefined;
  listType?: string | null | undefined;
  type?: string | null | undefined;
  view?: string | null | undefined;
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
  "name": "defaultView"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listFields"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listType"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "view"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withRow"
},
v7 = [
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "change",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recordId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLocked",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permission",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v18 = {
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
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v22 = {
  "kind": "Variable",
  "name": "defaultView",
  "variableName": "defaultView"
},
v23 = {
  "kind": "Variable",
  "name": "view",
  "variableName": "view"
},
v24 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
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
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "RecordChangedEvent",
        "kind": "LinkedField",
        "name": "recordChanged",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/),
              {
                "alias": "allValues",
                "args": null,
                "concreteType": "FieldValue",
                "kind": "LinkedField",
                "name": "values",
                "plural": true,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
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
                            (v22/*:: as any*/),
                            {
                              "kind": "Variable",
                              "name": "listFields",
                              "variableName": "listFields"
                            },
                            {
                              "kind": "Variable",
                              "name": "listType",
                              "variableName": "listType"
                            },
                            (v23/*:: as any*/)
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
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRecordChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "RecordChangedEvent",
        "kind": "LinkedField",
        "name": "recordChanged",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/),
              {
                "alias": "allValues",
                "args": null,
                "concreteType": "FieldValue",
                "kind": "LinkedField",
                "name": "values",
                "plural": true,
                "selections": (v24/*:: as any*/),
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
                    "alias": "values",
                    "args": [
                      (v22/*:: as any*/),
                      {
                        "kind": "Variable",
                        "name": "fields",
                        "variableName": "listFields"
                      },
                      {
                        "kind": "Variable",
                        "name": "type",
                        "variableName": "listType"
                      },
                      (v23/*:: as any*/)
                    ],
                    "concreteType": "FieldValue",
                    "kind": "LinkedField",
                    "name": "columnValues",
                    "plural": true,
                    "selections": (v24/*:: as any*/),
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
    "id": "dc2172391294c9c132c54169b9bef5f9c67f39ff66f91269d02cdc5b2e72f65a",
    "metadata": {},
    "name": "useRecordChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c593cf3b74792be27897b01ea3835eef";

export default node;
