/**
 * @generated SignedSource<<2bd08e8eea0fb3ed3f1e4e4409df6315>>
 * @relayHash 96b0733f23b331be74956a852f6bf470
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14441bb75807c32c9dcf9f86ecd1e703b104a1ac1aa1f6163ed84667cb9ee757

import { ConcreteRequest } from 'relay-runtime';
export type SetEventRecurrenceInput = {
  eventId: number;
  rule?: string | null | undefined;
  timeZone?: string | null | undefined;
};
export type EventSeriesEditorRecurrenceMutation$variables = {
  input: SetEventRecurrenceInput;
};
export type EventSeriesEditorRecurrenceMutation$data = {
  readonly setEventRecurrence: {
    readonly __typename: string;
    readonly message?: string;
    readonly rule?: string | null | undefined;
  };
};
export type EventSeriesEditorRecurrenceMutation = {
  response: EventSeriesEditorRecurrenceMutation$data;
  variables: EventSeriesEditorRecurrenceMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setEventRecurrence",
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
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rule",
            "storageKey": null
          }
        ],
        "type": "SetEventRecurrenceSuccess",
        "abstractKey": null
      },
      {
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
    "name": "EventSeriesEditorRecurrenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventSeriesEditorRecurrenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "14441bb75807c32c9dcf9f86ecd1e703b104a1ac1aa1f6163ed84667cb9ee757",
    "metadata": {},
    "name": "EventSeriesEditorRecurrenceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "daf5a490a614dadf7ed3759c02d3d90b";

export default node;
