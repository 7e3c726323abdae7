/**
 * @generated SignedSource<<f9a9bcfa07d21570937c52959770ea49>>
 * @relayHash 545423ce130be42bd773553cb38a34b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f381a7d69b8e074874fbc23c5b3c94fbbda151fa03a61b81681763a3f7361c8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedSection = "CALL" | "CASE" | "CHILD_COMPANY" | "CONTACT" | "EMAIL_MESSAGE" | "EVENT" | "INVOICE" | "OPPORTUNITY" | "ORGANIZATION" | "PROGRESS" | "PROJECT" | "PROJECT_AMENDMENT" | "RELATIONSHIP" | "SALES_ORDER" | "SALE_QUOTE" | "SMS_MESSAGE" | "TASK" | "UPDATES" | "%future added value";
export type SectionKind = "ATTACHMENTS" | "DETAIL_INFO" | "HISTORY" | "PROGRESS" | "RECENT" | "RECORDS" | "SHARE" | "UPDATES" | "%future added value";
export type RecordDetailRouteQuery$variables = {
  first: number;
  id: string;
  object: string;
  section: string;
  withShell: boolean;
};
export type RecordDetailRouteQuery$data = {
  readonly record: {
    readonly id: string;
    readonly name: string;
    readonly objectName: string;
    readonly rowId: number;
    readonly type: {
      readonly section: {
        readonly recordType: {
          readonly " $fragmentSpreads": FragmentRefs<"RelatedRecordsSection_sectionType">;
        } | null | undefined;
        readonly related: RelatedSection | null | undefined;
        readonly viaField: string | null | undefined;
      } | null | undefined;
      readonly sections: ReadonlyArray<{
        readonly key: string;
        readonly kind: SectionKind;
        readonly label: string;
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"RecordLock_record" | "RecordSummaryPanel_record">;
  } | null | undefined;
  readonly recordType: {
    readonly defaultSection: string;
    readonly label: string;
    readonly name: string;
    readonly urlSegment: string;
  } | null | undefined;
  readonly shell?: {
    readonly " $fragmentSpreads": FragmentRefs<"AppShell_query">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentsSection_query" | "DetailInfoSection_query" | "HistorySection_query" | "RecentSection_query" | "RelatedRecordsSection_query" | "ShareSection_query" | "TaskProgressSection_query">;
};
export type RecordDetailRouteQuery = {
  response: RecordDetailRouteQuery$data;
  variables: RecordDetailRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "object"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "section"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withShell"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "name",
      "variableName": "object"
    }
  ],
  "concreteType": "RecordType",
  "kind": "LinkedField",
  "name": "recordType",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "urlSegment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultSection",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "id",
  "variableName": "id"
},
v9 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "object"
},
v10 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "RecordSection",
  "kind": "LinkedField",
  "name": "sections",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    (v6/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "kind": "Variable",
  "name": "key",
  "variableName": "section"
},
v18 = [
  (v17/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "related",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viaField",
  "storageKey": null
},
v21 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v22 = {
  "kind": "Variable",
  "name": "object",
  "variableName": "object"
},
v23 = {
  "kind": "Variable",
  "name": "sectionKey",
  "variableName": "section"
},
v24 = [
  (v21/*:: as any*/),
  (v8/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/)
],
v25 = [
  (v8/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v27 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isRecord"
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLocked",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permission",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v33 = [
  (v32/*:: as any*/),
  (v11/*:: as any*/)
],
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "format",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v39 = [
  (v35/*:: as any*/),
  (v6/*:: as any*/),
  (v15/*:: as any*/),
  (v36/*:: as any*/),
  (v37/*:: as any*/),
  (v38/*:: as any*/),
  (v28/*:: as any*/)
],
v40 = [
  (v21/*:: as any*/),
  (v8/*:: as any*/),
  (v17/*:: as any*/),
  (v9/*:: as any*/)
],
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v44 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPrimary",
  "storageKey": null
},
v46 = [
  (v21/*:: as any*/)
],
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedAt",
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userName",
  "storageKey": null
},
v50 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taskStatus",
  "storageKey": null
},
v53 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordDetailRouteQuery",
    "selections": [
      {
        "condition": "withShell",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AppShell_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "shell"
          }
        ]
      },
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v5/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordType",
            "kind": "LinkedField",
            "name": "type",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": (v18/*:: as any*/),
                "concreteType": "RecordSection",
                "kind": "LinkedField",
                "name": "section",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecordType",
                    "kind": "LinkedField",
                    "name": "recordType",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "RelatedRecordsSection_sectionType"
                      }
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecordLock_record"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecordSummaryPanel_record"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v24/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "RelatedRecordsSection_query"
      },
      {
        "args": (v25/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DetailInfoSection_query"
      },
      {
        "args": (v24/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "HistorySection_query"
      },
      {
        "args": (v25/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "RecentSection_query"
      },
      {
        "args": (v25/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ShareSection_query"
      },
      {
        "args": (v25/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AttachmentsSection_query"
      },
      {
        "args": (v25/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "TaskProgressSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecordDetailRouteQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          (v26/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v5/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordType",
            "kind": "LinkedField",
            "name": "type",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": (v18/*:: as any*/),
                "concreteType": "RecordSection",
                "kind": "LinkedField",
                "name": "section",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecordType",
                    "kind": "LinkedField",
                    "name": "recordType",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pluralLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "listFields",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RecordField",
                        "kind": "LinkedField",
                        "name": "fields",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RecordTraits",
                        "kind": "LinkedField",
                        "name": "traits",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "parented",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "canAdd",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "addDeniedMessage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": (v33/*:: as any*/),
            "storageKey": null
          },
          {
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
                "name": "quickActions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dropboxEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerName",
                "storageKey": null
              },
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
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              (v34/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLead",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCustomer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSupplier",
                "storageKey": null
              }
            ],
            "type": "Party",
            "abstractKey": "__isParty"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldValue",
            "kind": "LinkedField",
            "name": "keyValues",
            "plural": true,
            "selections": (v39/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldValue",
            "kind": "LinkedField",
            "name": "sidePanelValues",
            "plural": true,
            "selections": (v39/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v40/*:: as any*/),
        "concreteType": "RecordConnection",
        "kind": "LinkedField",
        "name": "sectionRecords",
        "plural": false,
        "selections": [
          (v41/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountExact",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v26/*:: as any*/),
                  (v11/*:: as any*/),
                  (v27/*:: as any*/),
                  (v5/*:: as any*/),
                  (v28/*:: as any*/),
                  (v31/*:: as any*/),
                  (v30/*:: as any*/),
                  {
                    "alias": "values",
                    "args": null,
                    "concreteType": "FieldValue",
                    "kind": "LinkedField",
                    "name": "columnValues",
                    "plural": true,
                    "selections": [
                      (v35/*:: as any*/),
                      (v37/*:: as any*/),
                      (v38/*:: as any*/),
                      (v15/*:: as any*/),
                      (v36/*:: as any*/),
                      (v28/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v42/*:: as any*/)
            ],
            "storageKey": null
          },
          (v43/*:: as any*/),
          (v44/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v40/*:: as any*/),
        "filters": [
          "type",
          "id",
          "key"
        ],
        "handle": "connection",
        "key": "RelatedRecordsSection_sectionRecords",
        "kind": "LinkedHandle",
        "name": "sectionRecords"
      },
      {
        "alias": "detailInfo",
        "args": [
          (v8/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "kinds",
            "value": [
              "DETAIL_INFO"
            ]
          },
          (v9/*:: as any*/)
        ],
        "concreteType": "DetailSection",
        "kind": "LinkedField",
        "name": "detailSection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldValue",
                "kind": "LinkedField",
                "name": "values",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v15/*:: as any*/),
                  (v36/*:: as any*/),
                  (v37/*:: as any*/),
                  (v38/*:: as any*/),
                  (v28/*:: as any*/),
                  (v35/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Address",
                    "kind": "LinkedField",
                    "name": "addresses",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
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
                        "name": "street",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "province",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "postal",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "country",
                        "storageKey": null
                      },
                      (v45/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "primaryPhone",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "secondaryPhone",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fax",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isPrimaryMobile",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isSecondaryMobile",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Phone",
                    "kind": "LinkedField",
                    "name": "phones",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phoneNumber",
                        "storageKey": null
                      },
                      (v45/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmailAddress",
                    "kind": "LinkedField",
                    "name": "emails",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      (v34/*:: as any*/),
                      (v45/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Party",
                "abstractKey": "__isParty"
              },
              (v29/*:: as any*/),
              (v11/*:: as any*/),
              (v31/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "history",
        "args": [
          (v8/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "kinds",
            "value": [
              "HISTORY"
            ]
          },
          (v9/*:: as any*/)
        ],
        "concreteType": "DetailSection",
        "kind": "LinkedField",
        "name": "detailSection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              {
                "alias": null,
                "args": (v46/*:: as any*/),
                "concreteType": "HistoryConnection",
                "kind": "LinkedField",
                "name": "history",
                "plural": false,
                "selections": [
                  (v41/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HistoryEntryEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "HistoryEntry",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v47/*:: as any*/),
                          (v48/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": (v33/*:: as any*/),
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "objectLabel",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "objectId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "recordName",
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
                              (v26/*:: as any*/),
                              (v5/*:: as any*/),
                              (v28/*:: as any*/),
                              (v11/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "FieldChange",
                            "kind": "LinkedField",
                            "name": "changes",
                            "plural": true,
                            "selections": [
                              (v35/*:: as any*/),
                              (v6/*:: as any*/),
                              (v15/*:: as any*/),
                              (v36/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "oldValue",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "newValue",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "oldText",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "newText",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "oldUrl",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "newUrl",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v42/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v43/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v46/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "HistorySection_history",
                "kind": "LinkedHandle",
                "name": "history"
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "recent",
        "args": [
          (v8/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "kinds",
            "value": [
              "RECENT"
            ]
          },
          (v9/*:: as any*/)
        ],
        "concreteType": "DetailSection",
        "kind": "LinkedField",
        "name": "detailSection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RecentItem",
                "kind": "LinkedField",
                "name": "recent",
                "plural": true,
                "selections": [
                  (v13/*:: as any*/),
                  (v12/*:: as any*/),
                  (v5/*:: as any*/),
                  (v28/*:: as any*/),
                  (v47/*:: as any*/),
                  (v48/*:: as any*/),
                  (v49/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "share",
        "args": [
          (v8/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "kinds",
            "value": [
              "SHARE"
            ]
          },
          (v9/*:: as any*/)
        ],
        "concreteType": "DetailSection",
        "kind": "LinkedField",
        "name": "detailSection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v11/*:: as any*/),
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Share",
                "kind": "LinkedField",
                "name": "shares",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shareeType",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accessLevel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ObjectAccess",
                    "kind": "LinkedField",
                    "name": "objectAccess",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "access",
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
                "concreteType": "RecordType",
                "kind": "LinkedField",
                "name": "type",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecordSection",
                    "kind": "LinkedField",
                    "name": "sections",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RecordType",
                        "kind": "LinkedField",
                        "name": "recordType",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
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
        "alias": "attachments",
        "args": [
          (v8/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "kinds",
            "value": [
              "ATTACHMENTS"
            ]
          },
          (v9/*:: as any*/)
        ],
        "concreteType": "DetailSection",
        "kind": "LinkedField",
        "name": "detailSection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v11/*:: as any*/),
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": (v50/*:: as any*/),
                "concreteType": "AttachmentConnection",
                "kind": "LinkedField",
                "name": "attachments",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttachmentEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Attachment",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fileType",
                            "storageKey": null
                          },
                          (v28/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "downloadUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "sizeText",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdByName",
                            "storageKey": null
                          },
                          (v51/*:: as any*/),
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v42/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v43/*:: as any*/),
                  (v44/*:: as any*/)
                ],
                "storageKey": "attachments(first:20)"
              },
              {
                "alias": null,
                "args": (v50/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AttachmentsSection_attachments",
                "kind": "LinkedHandle",
                "name": "attachments"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "progress",
        "args": [
          (v8/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "kinds",
            "value": [
              "PROGRESS"
            ]
          },
          (v9/*:: as any*/)
        ],
        "concreteType": "DetailSection",
        "kind": "LinkedField",
        "name": "detailSection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              (v11/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
                  (v52/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueState",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueStateText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isUndated",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availableActions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timerStartedAt",
                    "storageKey": null
                  },
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "workEffort",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "parent",
                    "plural": false,
                    "selections": [
                      (v26/*:: as any*/),
                      (v5/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Task",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 100
                      }
                    ],
                    "concreteType": "TaskProgressLog",
                    "kind": "LinkedField",
                    "name": "progressLog",
                    "plural": false,
                    "selections": [
                      (v41/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TaskProgress",
                        "kind": "LinkedField",
                        "name": "lines",
                        "plural": true,
                        "selections": [
                          (v11/*:: as any*/),
                          (v47/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "comment",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "durationText",
                            "storageKey": null
                          },
                          (v52/*:: as any*/),
                          (v49/*:: as any*/),
                          (v51/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "progressLog(first:100)"
                  }
                ],
                "type": "Task",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withShell",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanPrompts",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "promotionSeen",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trialMessage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "upgradeMessage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "extendTrial",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanRoleOffer",
                    "kind": "LinkedField",
                    "name": "retrialOffer",
                    "plural": false,
                    "selections": [
                      (v53/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "message",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanRoleOffer",
                    "kind": "LinkedField",
                    "name": "trialOffer",
                    "plural": false,
                    "selections": [
                      (v53/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MenuGroup",
                "kind": "LinkedField",
                "name": "mainMenu",
                "plural": true,
                "selections": [
                  (v14/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MenuItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v14/*:: as any*/),
                      (v6/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isPromotion",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tooltip",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notificationBadge",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v50/*:: as any*/),
                "concreteType": "NotificationConnection",
                "kind": "LinkedField",
                "name": "notifications",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "NotificationEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Notification",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v5/*:: as any*/),
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "parentName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isRead",
                            "storageKey": null
                          },
                          (v51/*:: as any*/),
                          (v28/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "actor",
                            "plural": false,
                            "selections": (v33/*:: as any*/),
                            "storageKey": null
                          },
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v42/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v43/*:: as any*/)
                ],
                "storageKey": "notifications(first:20)"
              },
              {
                "alias": null,
                "args": (v50/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "NotificationPanel_notifications",
                "kind": "LinkedHandle",
                "name": "notifications"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "todoBadge",
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
                "name": "roles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v32/*:: as any*/),
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
                    "name": "profileImage",
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isFree",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Preferences",
                "kind": "LinkedField",
                "name": "preferences",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "modalSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dateFormat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeFormat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeZone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkingDay",
                    "kind": "LinkedField",
                    "name": "workingHours",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "day",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isWorking",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "start",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "end",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeZoneChosen",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "8f381a7d69b8e074874fbc23c5b3c94fbbda151fa03a61b81681763a3f7361c8",
    "metadata": {},
    "name": "RecordDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "565d457b26bd713f817b73c909ff5514";

export default node;
