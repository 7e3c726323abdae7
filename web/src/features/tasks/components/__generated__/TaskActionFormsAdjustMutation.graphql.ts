/**
 * @generated SignedSource<<e307ad4cda17cd4d16fc5ff8106f0ef6>>
 * @relayHash 58b5781b04d51118cdaf183524c5c298
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8400d7f3b76743978baab00b636b923a723ea39c6a02e767cded0f832888926a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdjustTaskInput = {
  comment?: string | null | undefined;
  id: string;
  taskStatus?: string | null | undefined;
  version?: number | null | undefined;
  workEffort?: number | null | undefined;
};
export type TaskActionFormsAdjustMutation$variables = {
  input: AdjustTaskInput;
};
export type TaskActionFormsAdjustMutation$data = {
  readonly adjustTask: {
    readonly __typename: string;
    readonly message?: string;
    readonly task?: {
      readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
    };
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeTasks_viewer">;
    };
  };
};
export type TaskActionFormsAdjustMutation = {
  response: TaskActionFormsAdjustMutation$data;
  variables: TaskActionFormsAdjustMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taskStatus",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueState",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueStateText",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUndated",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableActions",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timerStartedAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workEffort",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v16 = {
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
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v17 = [
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
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/)
],
v18 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v20 = [
  (v19/*:: as any*/),
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
        "selections": (v17/*:: as any*/),
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
    "name": "TaskActionFormsAdjustMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adjustTask",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Task",
                "kind": "LinkedField",
                "name": "task",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TaskRow_task"
                  }
                ],
                "storageKey": null
              },
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
    "name": "TaskActionFormsAdjustMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adjustTask",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Task",
                "kind": "LinkedField",
                "name": "task",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
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
                      (v18/*:: as any*/),
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
                    "selections": (v20/*:: as any*/),
                    "storageKey": "homeTasks(first:10,section:\"CURRENT\")"
                  },
                  {
                    "alias": "fresh",
                    "args": [
                      (v18/*:: as any*/),
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
                    "selections": (v20/*:: as any*/),
                    "storageKey": "homeTasks(first:10,section:\"NEW\")"
                  },
                  {
                    "alias": "undated",
                    "args": [
                      (v18/*:: as any*/),
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
                    "selections": (v20/*:: as any*/),
                    "storageKey": "homeTasks(first:10,section:\"UNDATED\")"
                  },
                  {
                    "alias": "delegated",
                    "args": [
                      (v18/*:: as any*/),
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
                      (v19/*:: as any*/),
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
                              (v4/*:: as any*/),
                              (v6/*:: as any*/),
                              (v13/*:: as any*/),
                              (v5/*:: as any*/),
                              (v7/*:: as any*/),
                              (v8/*:: as any*/),
                              (v9/*:: as any*/),
                              (v10/*:: as any*/),
                              (v11/*:: as any*/),
                              (v12/*:: as any*/),
                              (v14/*:: as any*/),
                              (v15/*:: as any*/),
                              (v16/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "homeTasks(first:10,section:\"DELEGATED\")"
                  },
                  (v4/*:: as any*/)
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
    "id": "8400d7f3b76743978baab00b636b923a723ea39c6a02e767cded0f832888926a",
    "metadata": {},
    "name": "TaskActionFormsAdjustMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "df784709b2a85c234c787956562cae0d";

export default node;
