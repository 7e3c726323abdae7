/**
 * @generated SignedSource<<72729b1dc95def22a9d88cb24e437958>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskAction = "ACCEPT" | "ADJUST" | "CANCEL" | "COMPLETE" | "LOG_CALL" | "REASSIGN" | "REJECT" | "SCHEDULE" | "START_TIMER" | "STOP_TIMER" | "%future added value";
export type TaskDueState = "CANCELLED" | "COMPLETED" | "OVERDUE" | "TODAY" | "UNDATED" | "UPCOMING" | "%future added value";
export type TaskStatus = "CANCELLED" | "COMPLETED" | "DEFERRED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TaskRow_task$data = {
  readonly availableActions: ReadonlyArray<TaskAction>;
  readonly dueState: TaskDueState;
  readonly dueStateText: string;
  readonly id: string;
  readonly isUndated: boolean;
  readonly parent: {
    readonly name: string;
  } | null | undefined;
  readonly rowId: number;
  readonly subject: string;
  readonly taskStatus: TaskStatus | null | undefined;
  readonly timerStartedAt: string | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "TaskRow_task";
};
export type TaskRow_task$key = {
  readonly " $data"?: TaskRow_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskRow_task",
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
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
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
      "concreteType": null,
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Task",
  "abstractKey": null
};

(node as any).hash = "57571ea1be8fb5bc72ed57559fd79179";

export default node;
