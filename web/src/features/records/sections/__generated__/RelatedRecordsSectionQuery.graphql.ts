/**
 * @generated SignedSource<<4ab336f6135665f075d7242bfd199fea>>
 * @relayHash aef29d290ecd24a9a0c2cf2d47381830
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6980e2451901cdff63e86bbab4fa8f4d13866763453d4db81064436926edb342

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedSection = "CALL" | "CASE" | "CHILD_COMPANY" | "CONTACT" | "EMAIL_MESSAGE" | "EVENT" | "INVOICE" | "OPPORTUNITY" | "ORGANIZATION" | "PROGRESS" | "PROJECT" | "PROJECT_AMENDMENT" | "RELATIONSHIP" | "SALES_ORDER" | "SALE_QUOTE" | "SMS_MESSAGE" | "TASK" | "UPDATES" | "%future added value";
export type RelatedRecordsSectionQuery$variables = {
  first: number;
  id: string;
  object: string;
  section: RelatedSection;
  sectionType: string;
};
export type RelatedRecordsSectionQuery$data = {
  readonly record: {
    readonly " $fragmentSpreads": FragmentRefs<"RelatedRecordsSection_record">;
  } | null | undefined;
  readonly sectionType: {
    readonly fields: ReadonlyArray<{
      readonly label: string;
      readonly name: string;
    }>;
    readonly name: string;
    readonly pluralLabel: string;
    readonly traits: {
      readonly parented: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"RecordAddButton_recordType">;
  } | null | undefined;
};
export type RelatedRecordsSectionQuery = {
  response: RelatedRecordsSectionQuery$data;
  variables: RelatedRecordsSectionQuery$variables;
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
  "name": "sectionType"
},
v5 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "sectionType"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pluralLabel",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "RecordField",
  "kind": "LinkedField",
  "name": "fields",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
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
v11 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "object"
  }
],
v12 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v13 = {
  "kind": "Variable",
  "name": "section",
  "variableName": "section"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isRecord"
},
v16 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
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
    "name": "RelatedRecordsSectionQuery",
    "selections": [
      {
        "alias": "sectionType",
        "args": (v5/*:: as any*/),
        "concreteType": "RecordType",
        "kind": "LinkedField",
        "name": "recordType",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecordAddButton_recordType"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          {
            "args": [
              (v12/*:: as any*/),
              {
                "kind": "Variable",
                "name": "listType",
                "variableName": "sectionType"
              },
              (v13/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "RelatedRecordsSection_record"
          }
        ],
        "storageKey": null
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RelatedRecordsSectionQuery",
    "selections": [
      {
        "alias": "sectionType",
        "args": (v5/*:: as any*/),
        "concreteType": "RecordType",
        "kind": "LinkedField",
        "name": "recordType",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v8/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "RecordConnection",
            "kind": "LinkedField",
            "name": "related",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
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
                      (v14/*:: as any*/),
                      (v17/*:: as any*/),
                      (v15/*:: as any*/),
                      (v6/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "version",
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
                        "alias": "values",
                        "args": [
                          {
                            "kind": "Variable",
                            "name": "type",
                            "variableName": "sectionType"
                          }
                        ],
                        "concreteType": "FieldValue",
                        "kind": "LinkedField",
                        "name": "columnValues",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "field",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "value",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "text",
                            "storageKey": null
                          },
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
                            "selections": [
                              (v19/*:: as any*/),
                              (v17/*:: as any*/)
                            ],
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
                              (v17/*:: as any*/),
                              (v19/*:: as any*/)
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
                              (v14/*:: as any*/),
                              (v18/*:: as any*/),
                              (v6/*:: as any*/),
                              (v17/*:: as any*/)
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
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
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
              {
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "filters": [
              "section"
            ],
            "handle": "connection",
            "key": "RelatedRecordsSection_related",
            "kind": "LinkedHandle",
            "name": "related"
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6980e2451901cdff63e86bbab4fa8f4d13866763453d4db81064436926edb342",
    "metadata": {},
    "name": "RelatedRecordsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07266680bfc194974ff08f9b9e70e042";

export default node;
