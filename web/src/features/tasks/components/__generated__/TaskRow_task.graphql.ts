/**
 * @generated SignedSource<<c0539b4c137eb3376d1e0e0f6fe3e520>>
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
  readonly dueDate: string | null | undefined;
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
  readonly workEffort: number | null | undefined;
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

(node as any).hash = "33a8cd1c170584be4631ae1792ea6895";

export default node;
