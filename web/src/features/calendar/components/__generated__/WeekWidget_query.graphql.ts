/**
 * @generated SignedSource<<9158e3fcac874acece5de1f6147625a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarUserType = "GROUP" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WeekWidget_query$data = {
  readonly calendarSettings: {
    readonly firstDayOfWeek: number;
    readonly weekWidgetViewId: number;
    readonly weekWidgetVisible: boolean;
  };
  readonly weekCalendar: {
    readonly entries: ReadonlyArray<{
      readonly className: number;
      readonly events: ReadonlyArray<{
        readonly end: string;
        readonly eventId: string;
        readonly id: string;
        readonly isAllDay: boolean;
        readonly isRecurrence: boolean;
        readonly rowId: number;
        readonly start: string;
        readonly subject: string;
        readonly viewerCanAccept: boolean;
        readonly viewerCanEdit: boolean;
        readonly viewerIsInvited: boolean;
      }>;
      readonly name: string;
      readonly tasks: ReadonlyArray<{
        readonly dueDate: string | null | undefined;
        readonly id: string;
        readonly rowId: number;
        readonly subject: string;
        readonly taskId: string;
      }>;
      readonly userId: number;
      readonly userType: CalendarUserType;
    }>;
  };
  readonly " $fragmentType": "WeekWidget_query";
};
export type WeekWidget_query$key = {
  readonly " $data"?: WeekWidget_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeekWidget_query">;
};

const node: ReaderFragment = (function(){
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
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "weekRange"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeekWidget_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarSettings",
      "kind": "LinkedField",
      "name": "calendarSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstDayOfWeek",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekWidgetViewId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekWidgetVisible",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "weekCalendar",
      "args": [
        {
          "kind": "Variable",
          "name": "range",
          "variableName": "weekRange"
        },
        {
          "kind": "Literal",
          "name": "view",
          "value": "MONTH"
        }
      ],
      "concreteType": "Calendar",
      "kind": "LinkedField",
      "name": "calendar",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CalendarEntry",
          "kind": "LinkedField",
          "name": "entries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "className",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CalendarEvent",
              "kind": "LinkedField",
              "name": "events",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "eventId",
                  "storageKey": null
                },
                (v2/*:: as any*/),
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isAllDay",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isRecurrence",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerCanAccept",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerIsInvited",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerCanEdit",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CalendarTask",
              "kind": "LinkedField",
              "name": "tasks",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "taskId",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "dueDate",
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "642d628d2e647ead61d46d51e7dea6b7";

export default node;
