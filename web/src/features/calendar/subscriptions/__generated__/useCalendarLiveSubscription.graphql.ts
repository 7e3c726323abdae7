/**
 * @generated SignedSource<<750b9aa835558174573db9ec30e3c55b>>
 * @relayHash ca57c565259f5221c022a335620b55df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 961cc84b493def77933692a79943420170d8c0d9b3f14b9beea89dcad11b738b

import { ConcreteRequest } from 'relay-runtime';
export type CalendarUserType = "GROUP" | "USER" | "%future added value";
export type RecordChange = "CREATED" | "DELETED" | "RESTORED" | "UPDATED" | "%future added value";
export type CalendarUserInput = {
  userId: number;
  userType: CalendarUserType;
};
export type useCalendarLiveSubscription$variables = {
  involving: ReadonlyArray<CalendarUserInput>;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "involving"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "involving",
        "variableName": "involving"
      },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCalendarLiveSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCalendarLiveSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "961cc84b493def77933692a79943420170d8c0d9b3f14b9beea89dcad11b738b",
    "metadata": {},
    "name": "useCalendarLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "721d08b5927731ea53483db7376b4ad2";

export default node;
