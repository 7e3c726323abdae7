/**
 * @generated SignedSource<<b91a6fca7ecd46a67dd6233e0302e674>>
 * @relayHash 8f487fea603a1f6db521cb89659ea2ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49e10be396cc2dc19de49419f3cef81002a62ce15ed3106d46d3e1668f7e61a2

import { ConcreteRequest } from 'relay-runtime';
export type CalendarOptionsFeedMutation$variables = Record<PropertyKey, never>;
export type CalendarOptionsFeedMutation$data = {
  readonly rotateCalendarFeed: {
    readonly __typename: string;
    readonly message?: string;
    readonly path?: string;
  };
};
export type CalendarOptionsFeedMutation = {
  response: CalendarOptionsFeedMutation$data;
  variables: CalendarOptionsFeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "rotateCalendarFeed",
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
            "name": "path",
            "storageKey": null
          }
        ],
        "type": "RotateCalendarFeedSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarOptionsFeedMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarOptionsFeedMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "49e10be396cc2dc19de49419f3cef81002a62ce15ed3106d46d3e1668f7e61a2",
    "metadata": {},
    "name": "CalendarOptionsFeedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79f0dc933022542b09cc6071f6bdb2bc";

export default node;
