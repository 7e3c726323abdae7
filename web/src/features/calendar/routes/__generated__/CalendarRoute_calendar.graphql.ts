/**
 * @generated SignedSource<<957b0150fa670c52fc52286e6b56dac5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarUserType = "GROUP" | "USER" | "%future added value";
export type EventAttendeeRole = "ATTENDEE" | "ORGANIZER" | "%future added value";
export type EventResponse = "ACCEPTED" | "DECLINED" | "NONE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarRoute_calendar$data = {
  readonly entries: ReadonlyArray<{
    readonly className: number;
    readonly events: ReadonlyArray<{
      readonly attendees: ReadonlyArray<{
        readonly name: string;
        readonly response: EventResponse;
        readonly role: EventAttendeeRole;
        readonly userId: number;
        readonly userType: CalendarUserType;
      }>;
      readonly end: string;
      readonly eventId: string;
      readonly id: string;
      readonly isAllDay: boolean;
      readonly isRecurrence: boolean;
      readonly location: string | null | undefined;
      readonly occurrenceNumber: number | null | undefined;
      readonly recurrenceRule: string | null | undefined;
      readonly rowId: number;
      readonly start: string;
      readonly subject: string;
      readonly timeZone: string | null | undefined;
      readonly viewerCanAccept: boolean;
      readonly viewerCanEdit: boolean;
      readonly viewerIsInvited: boolean;
      readonly viewerResponse: EventResponse | null | undefined;
    }>;
    readonly name: string;
    readonly tasks: ReadonlyArray<{
      readonly dueDate: string | null | undefined;
      readonly id: string;
      readonly rowId: number;
      readonly status: string | null | undefined;
      readonly subject: string;
      readonly taskId: string;
    }>;
    readonly userId: number;
    readonly userType: CalendarUserType;
  }>;
  readonly " $fragmentType": "CalendarRoute_calendar";
};
export type CalendarRoute_calendar$key = {
  readonly " $data"?: CalendarRoute_calendar$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarRoute_calendar">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userType",
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarRoute_calendar",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarEntry",
      "kind": "LinkedField",
      "name": "entries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "className",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "CalendarEvent",
          "kind": "LinkedField",
          "name": "events",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventId",
              "storageKey": null
            },
            (v5/*:: as any*/),
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
              "name": "location",
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
              "name": "occurrenceNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recurrenceRule",
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
              "concreteType": "EventAttendee",
              "kind": "LinkedField",
              "name": "attendees",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "role",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "response",
                  "storageKey": null
                }
              ],
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
              "name": "viewerResponse",
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
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taskId",
              "storageKey": null
            },
            (v5/*:: as any*/),
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
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Calendar",
  "abstractKey": null
};
})();

(node as any).hash = "f373044b96e26ec1e63f29b378c72515";

export default node;
