/**
 * @generated SignedSource<<75691745dc7d42a8b0ed8f65d0f1dee7>>
 * @relayHash d65966a43d595c80e5a70dc2eb100667
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 817a9aa207a78e211b7e0ea7a925a15342833a56bf3720b2c180543c673f8465

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskActionInput = {
  comment?: string | null | undefined;
  id: string;
  version?: number | null | undefined;
};
export type useTaskActionCancelMutation$variables = {
  input: TaskActionInput;
};
export type useTaskActionCancelMutation$data = {
  readonly cancelTask: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeTasks_viewer">;
    };
  };
};
export type useTaskActionCancelMutation = {
  response: useTaskActionCancelMutation$data;
  variables: useTaskActionCancelMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
},
v4 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
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
  "name": "rowId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taskStatus",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueState",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueStateText",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUndated",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableActions",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timerStartedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workEffort",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "parent",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v19 = [
  (v5/*:: as any*/),
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
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
    "name": "useTaskActionCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cancelTask",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
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
            "type": "TaskActionSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTaskActionCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cancelTask",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                      (v4/*:: as any*/),
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
                    "selections": (v19/*:: as any*/),
                    "storageKey": "homeTasks(first:10,section:\"CURRENT\")"
                  },
                  {
                    "alias": "fresh",
                    "args": [
                      (v4/*:: as any*/),
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
                    "selections": (v19/*:: as any*/),
                    "storageKey": "homeTasks(first:10,section:\"NEW\")"
                  },
                  {
                    "alias": "undated",
                    "args": [
                      (v4/*:: as any*/),
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
                    "selections": (v19/*:: as any*/),
                    "storageKey": "homeTasks(first:10,section:\"UNDATED\")"
                  },
                  {
                    "alias": "delegated",
                    "args": [
                      (v4/*:: as any*/),
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
                      (v5/*:: as any*/),
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
                              (v6/*:: as any*/),
                              (v8/*:: as any*/),
                              (v15/*:: as any*/),
                              (v7/*:: as any*/),
                              (v9/*:: as any*/),
                              (v10/*:: as any*/),
                              (v11/*:: as any*/),
                              (v12/*:: as any*/),
                              (v13/*:: as any*/),
                              (v14/*:: as any*/),
                              (v16/*:: as any*/),
                              (v17/*:: as any*/),
                              (v18/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "homeTasks(first:10,section:\"DELEGATED\")"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "TaskActionSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "817a9aa207a78e211b7e0ea7a925a15342833a56bf3720b2c180543c673f8465",
    "metadata": {},
    "name": "useTaskActionCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3e3b4dcad085c49b155092eb92ba945a";

export default node;
