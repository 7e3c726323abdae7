/**
 * @generated SignedSource<<bc1159213652b35218c6994e4ce580f0>>
 * @relayHash 8ac2bf11942ea1b1eb100fef576dd828
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c83ffb237c968e766b2ad2eab2962a7a861a865e5e079d616eed82905b46242

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useStatusUpdateAddedSubscription$variables = Record<PropertyKey, never>;
export type useStatusUpdateAddedSubscription$data = {
  readonly statusUpdateAdded: {
    readonly comment: {
      readonly id: string;
    } | null | undefined;
    readonly statusUpdate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"StreamItem_record">;
    };
  };
};
export type useStatusUpdateAddedSubscription = {
  response: useStatusUpdateAddedSubscription$data;
  variables: useStatusUpdateAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "StatusUpdateComment",
  "kind": "LinkedField",
  "name": "comment",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStatusUpdateAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusUpdateAddedEvent",
        "kind": "LinkedField",
        "name": "statusUpdateAdded",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StatusUpdate",
            "kind": "LinkedField",
            "name": "statusUpdate",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StreamItem_record"
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStatusUpdateAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusUpdateAddedEvent",
        "kind": "LinkedField",
        "name": "statusUpdateAdded",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StatusUpdate",
            "kind": "LinkedField",
            "name": "statusUpdate",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rowId",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
                        "storageKey": null
                      },
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isNextActionCompleted",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StatusUpdateComment",
                        "kind": "LinkedField",
                        "name": "comments",
                        "plural": true,
                        "selections": [
                          (v0/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "marksComplete",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "authorName",
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
                            "concreteType": "Attachment",
                            "kind": "LinkedField",
                            "name": "attachments",
                            "plural": true,
                            "selections": [
                              (v0/*:: as any*/),
                              (v2/*:: as any*/),
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "type": "StatusUpdate",
                    "abstractKey": null
                  }
                ],
                "type": "Record",
                "abstractKey": "__isRecord"
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4c83ffb237c968e766b2ad2eab2962a7a861a865e5e079d616eed82905b46242",
    "metadata": {},
    "name": "useStatusUpdateAddedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d07f0014cb6168eb8447bd1bfecf56bb";

export default node;
