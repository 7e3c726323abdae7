/**
 * @generated SignedSource<<293f40a6d4df4deb15c05cb7939121fe>>
 * @relayHash 2ad154a51dd21f6a1a3c1bc3d8214729
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4e7998b405aace40f2f24df5839f552834670472d4fc023e1995721efadb33a

import { ConcreteRequest } from 'relay-runtime';
export type EventResponse = "ACCEPTED" | "DECLINED" | "NONE" | "%future added value";
export type RespondToEventInput = {
  eventId: number;
  occurrenceNumber?: number | null | undefined;
  response: EventResponse;
};
export type EventPopupRespondMutation$variables = {
  input: RespondToEventInput;
};
export type EventPopupRespondMutation$data = {
  readonly respondToEvent: {
    readonly __typename: string;
    readonly event?: {
      readonly viewerCanAccept: boolean;
    };
    readonly message?: string;
    readonly response?: EventResponse;
  };
};
export type EventPopupRespondMutation = {
  response: EventPopupRespondMutation$data;
  variables: EventPopupRespondMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "response",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanAccept",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventPopupRespondMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "respondToEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "event",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RespondToEventSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "EventPopupRespondMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "respondToEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "event",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RespondToEventSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a4e7998b405aace40f2f24df5839f552834670472d4fc023e1995721efadb33a",
    "metadata": {},
    "name": "EventPopupRespondMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9255e0f834f3d1b93780249638bd925e";

export default node;
