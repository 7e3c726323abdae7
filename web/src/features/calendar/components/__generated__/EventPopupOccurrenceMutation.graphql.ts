/**
 * @generated SignedSource<<844742c12ba8934432e1c5ae18885068>>
 * @relayHash ac1b0a150267dfe4144a373760f5e94b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02c1fdb9be7bb4c1bb480b3755763f5ae0de88105e75e55880ef34425f4d064d

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEventOccurrenceInput = {
  end?: string | null | undefined;
  eventId: number;
  location?: string | null | undefined;
  occurrenceNumber: number;
  start?: string | null | undefined;
  subject?: string | null | undefined;
};
export type EventPopupOccurrenceMutation$variables = {
  input: UpdateEventOccurrenceInput;
};
export type EventPopupOccurrenceMutation$data = {
  readonly updateEventOccurrence: {
    readonly __typename: string;
    readonly event?: {
      readonly eventId: string;
    };
    readonly message?: string;
  };
};
export type EventPopupOccurrenceMutation = {
  response: EventPopupOccurrenceMutation$data;
  variables: EventPopupOccurrenceMutation$variables;
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
  "name": "eventId",
  "storageKey": null
},
v4 = {
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
    "name": "EventPopupOccurrenceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateEventOccurrence",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "event",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateEventOccurrenceSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "EventPopupOccurrenceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateEventOccurrence",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "event",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
            "type": "UpdateEventOccurrenceSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "02c1fdb9be7bb4c1bb480b3755763f5ae0de88105e75e55880ef34425f4d064d",
    "metadata": {},
    "name": "EventPopupOccurrenceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f342268a1d1d579592efc402737777c8";

export default node;
