/**
 * @generated SignedSource<<15800a95b1d7b9fe7ba826e9f91ebd29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskAction = "ACCEPT" | "ADJUST" | "CANCEL" | "COMPLETE" | "LOG_CALL" | "REASSIGN" | "REJECT" | "SCHEDULE" | "START_TIMER" | "STOP_TIMER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TaskProgressSection_query$data = {
  readonly progress: {
    readonly record: {
      readonly progressLog?: {
        readonly lines: ReadonlyArray<{
          readonly action: TaskAction;
          readonly comment: string | null | undefined;
          readonly createdAt: string;
          readonly durationText: string | null | undefined;
          readonly id: string;
          readonly taskStatus: string | null | undefined;
          readonly userName: string;
        }>;
        readonly totalCount: number;
      };
      readonly taskRow: {
        readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
      } | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentType": "TaskProgressSection_query";
};
export type TaskProgressSection_query$key = {
  readonly " $data"?: TaskProgressSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskProgressSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "id"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "object"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sectionKey"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskProgressSection_query",
  "selections": [
    {
      "alias": "progress",
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "id"
        },
        {
          "kind": "Variable",
          "name": "key",
          "variableName": "sectionKey"
        },
        {
          "kind": "Literal",
          "name": "kinds",
          "value": [
            "PROGRESS"
          ]
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "object"
        }
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
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TaskRow_task"
                  }
                ],
                "type": "Task",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "taskRow"
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
                      "concreteType": "TaskProgress",
                      "kind": "LinkedField",
                      "name": "lines",
                      "plural": true,
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
                          "name": "action",
                          "storageKey": null
                        },
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
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "taskStatus",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "userName",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "createdAt",
                          "storageKey": null
                        }
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8ff1a93b9d825411968063ffc688f048";

export default node;
