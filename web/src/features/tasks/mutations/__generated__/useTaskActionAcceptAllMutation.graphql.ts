/**
 * @generated SignedSource<<60415f129b0a1d81d49d5e483bf8a022>>
 * @relayHash 4efa96652cbfebcb6fbbfac467a6fa39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72bd5e7a8fc1fe27206f9e9a3fd50e1ffd36e6a173cc11d4031bae14573cca9e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTaskActionAcceptAllMutation$variables = Record<PropertyKey, never>;
export type useTaskActionAcceptAllMutation$data = {
  readonly acceptAllTasks: {
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeTasks_viewer">;
    };
  };
};
export type useTaskActionAcceptAllMutation = {
  response: useTaskActionAcceptAllMutation$data;
  variables: useTaskActionAcceptAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taskStatus",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueState",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueStateText",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUndated",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableActions",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timerStartedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workEffort",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "parent",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v15 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeTaskEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTaskActionAcceptAllMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AcceptAllTasksResult",
        "kind": "LinkedField",
        "name": "acceptAllTasks",
        "plural": false,
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeTasks_viewer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTaskActionAcceptAllMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AcceptAllTasksResult",
        "kind": "LinkedField",
        "name": "acceptAllTasks",
        "plural": false,
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
                "alias": "current",
                "args": [
                  (v0/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "section",
                    "value": "CURRENT"
                  }
                ],
                "concreteType": "HomeTaskConnection",
                "kind": "LinkedField",
                "name": "homeTasks",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": "homeTasks(first:10,section:\"CURRENT\")"
              },
              {
                "alias": "fresh",
                "args": [
                  (v0/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "section",
                    "value": "NEW"
                  }
                ],
                "concreteType": "HomeTaskConnection",
                "kind": "LinkedField",
                "name": "homeTasks",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": "homeTasks(first:10,section:\"NEW\")"
              },
              {
                "alias": "undated",
                "args": [
                  (v0/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "section",
                    "value": "UNDATED"
                  }
                ],
                "concreteType": "HomeTaskConnection",
                "kind": "LinkedField",
                "name": "homeTasks",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": "homeTasks(first:10,section:\"UNDATED\")"
              },
              {
                "alias": "delegated",
                "args": [
                  (v0/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "section",
                    "value": "DELEGATED"
                  }
                ],
                "concreteType": "HomeTaskConnection",
                "kind": "LinkedField",
                "name": "homeTasks",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeTaskEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Task",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v4/*:: as any*/),
                          (v11/*:: as any*/),
                          (v3/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "homeTasks(first:10,section:\"DELEGATED\")"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "72bd5e7a8fc1fe27206f9e9a3fd50e1ffd36e6a173cc11d4031bae14573cca9e",
    "metadata": {},
    "name": "useTaskActionAcceptAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1abe47af84ac760dd2c65c6035566277";

export default node;
