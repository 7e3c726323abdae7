/**
 * @generated SignedSource<<361ba831395c5c0d5604ea4f6390ceae>>
 * @relayHash 0247e980f1326afa9c6a10f6045d9e76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1421731361f1136717b2a64ab0a3088f37ed67f0450fa8d01dd3f5ae59427d77

import { ConcreteRequest } from 'relay-runtime';
export type UpcomingRemindersQuery$variables = Record<PropertyKey, never>;
export type UpcomingRemindersQuery$data = {
  readonly viewer: {
    readonly upcomingReminders: ReadonlyArray<{
      readonly content: string;
      readonly id: string;
      readonly name: string;
      readonly remindAt: string;
      readonly url: string | null | undefined;
    }>;
  } | null | undefined;
};
export type UpcomingRemindersQuery = {
  response: UpcomingRemindersQuery$data;
  variables: UpcomingRemindersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Reminder",
  "kind": "LinkedField",
  "name": "upcomingReminders",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "remindAt",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpcomingRemindersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UpcomingRemindersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1421731361f1136717b2a64ab0a3088f37ed67f0450fa8d01dd3f5ae59427d77",
    "metadata": {},
    "name": "UpcomingRemindersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f61cebadb4eaa5ad3210700465f0040";

export default node;
