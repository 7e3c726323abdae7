/**
 * @generated SignedSource<<2b9944a50a773e3a1bb72d5a554ca874>>
 * @relayHash bd55bbb9918e51ed625e44beb7a2de08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c7983c199011eea69e6d6d634a8afefbe79e8e45d0d7b0b0964e0c2eb7b55b5

import { ConcreteRequest } from 'relay-runtime';
export type useReminderDueSubscription$variables = Record<PropertyKey, never>;
export type useReminderDueSubscription$data = {
  readonly reminderDue: {
    readonly content: string;
    readonly id: string;
    readonly name: string;
    readonly url: string | null | undefined;
  };
};
export type useReminderDueSubscription = {
  response: useReminderDueSubscription$data;
  variables: useReminderDueSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Reminder",
    "kind": "LinkedField",
    "name": "reminderDue",
    "plural": false,
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "content",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
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
    "name": "useReminderDueSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useReminderDueSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5c7983c199011eea69e6d6d634a8afefbe79e8e45d0d7b0b0964e0c2eb7b55b5",
    "metadata": {},
    "name": "useReminderDueSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "68ef014a1fe6e24c7a005e26c6d9e9e2";

export default node;
