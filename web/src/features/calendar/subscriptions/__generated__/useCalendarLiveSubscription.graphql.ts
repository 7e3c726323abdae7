/**
 * @generated SignedSource<<62ef599ed5b0e2adf951f46c0ffc83e7>>
 * @relayHash d4fd2e12309322d040ba1b3d031193cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca55711a77f57d7547be8a31522450fb8de53b47b0575159f484cae11fedd8ec

import { ConcreteRequest } from 'relay-runtime';
export type RecordChange = "CREATED" | "DELETED" | "RESTORED" | "UPDATED" | "%future added value";
export type useCalendarLiveSubscription$variables = {
  type: string;
};
export type useCalendarLiveSubscription$data = {
  readonly recordChanged: {
    readonly change: RecordChange;
    readonly recordId: string;
  };
};
export type useCalendarLiveSubscription = {
  response: useCalendarLiveSubscription$data;
  variables: useCalendarLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "RecordChangedEvent",
    "kind": "LinkedField",
    "name": "recordChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recordId",
        "storageKey": null
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
    "name": "useCalendarLiveSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCalendarLiveSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ca55711a77f57d7547be8a31522450fb8de53b47b0575159f484cae11fedd8ec",
    "metadata": {},
    "name": "useCalendarLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "09d23d02a05eadce5b163e87a87821ae";

export default node;
