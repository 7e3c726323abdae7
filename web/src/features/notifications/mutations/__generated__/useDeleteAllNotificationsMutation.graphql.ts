/**
 * @generated SignedSource<<f6284e10948d5cf8e4fa9ebf906349b5>>
 * @relayHash 40c9edd65858c8d0de7b477012be002d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47d745da91aa964c82a17f62cb798a1e0b725ad87269de363ac7d25ac69acb49

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteAllNotificationsMutation$variables = Record<PropertyKey, never>;
export type useDeleteAllNotificationsMutation$data = {
  readonly deleteAllNotifications: {
    readonly viewer: {
      readonly id: string;
      readonly notificationBadge: number;
    };
  };
};
export type useDeleteAllNotificationsMutation = {
  response: useDeleteAllNotificationsMutation$data;
  variables: useDeleteAllNotificationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DeleteAllNotificationsPayload",
    "kind": "LinkedField",
    "name": "deleteAllNotifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "notificationBadge",
            "storageKey": null
          }
        ],
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
    "name": "useDeleteAllNotificationsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDeleteAllNotificationsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "47d745da91aa964c82a17f62cb798a1e0b725ad87269de363ac7d25ac69acb49",
    "metadata": {},
    "name": "useDeleteAllNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd114dc2d6c6b2982709d28ddf10577e";

export default node;
