/**
 * @generated SignedSource<<04e3e66c1449c64fb6846d8ca8aa8d08>>
 * @relayHash cf668199cf8b523f81413bafe9292267
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9220b04d20e74dfa515514e6b0233255e517e03dbae8ebfb116d507c8422f773

import { ConcreteRequest } from 'relay-runtime';
export type CalendarItems = "BOTH" | "EVENTS" | "TASKS" | "%future added value";
export type CalendarOptionsItemsMutation$variables = {
  items: CalendarItems;
};
export type CalendarOptionsItemsMutation$data = {
  readonly setCalendarItems: {
    readonly __typename: string;
    readonly message?: string;
    readonly settings?: {
      readonly items: CalendarItems;
    };
  };
};
export type CalendarOptionsItemsMutation = {
  response: CalendarOptionsItemsMutation$data;
  variables: CalendarOptionsItemsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "items"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "items",
        "variableName": "items"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setCalendarItems",
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
            "concreteType": "CalendarSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "items",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetCalendarItemsSuccess",
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
    "name": "CalendarOptionsItemsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalendarOptionsItemsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9220b04d20e74dfa515514e6b0233255e517e03dbae8ebfb116d507c8422f773",
    "metadata": {},
    "name": "CalendarOptionsItemsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44246eeece3cea8bc73c307e1cda6db9";

export default node;
