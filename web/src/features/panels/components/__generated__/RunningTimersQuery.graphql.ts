/**
 * @generated SignedSource<<4a70605bd5fc0e25ef27a07731760671>>
 * @relayHash 3d9b7bd935d276d019468000dfae3d00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 038a3b7ec4a1232798710b5d7861490415c600a3cff3dc38616a07a552615213

import { ConcreteRequest } from 'relay-runtime';
export type RunningTimersQuery$variables = Record<PropertyKey, never>;
export type RunningTimersQuery$data = {
  readonly viewer: {
    readonly runningTimers: ReadonlyArray<{
      readonly id: string;
      readonly subject: string;
      readonly timerStartedAt: string | null | undefined;
      readonly url: string;
    }>;
  } | null | undefined;
};
export type RunningTimersQuery = {
  response: RunningTimersQuery$data;
  variables: RunningTimersQuery$variables;
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
  "concreteType": "Task",
  "kind": "LinkedField",
  "name": "runningTimers",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timerStartedAt",
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
    "name": "RunningTimersQuery",
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
    "name": "RunningTimersQuery",
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
    "id": "038a3b7ec4a1232798710b5d7861490415c600a3cff3dc38616a07a552615213",
    "metadata": {},
    "name": "RunningTimersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1dd5ad5afc61359717fc26fa7ac51554";

export default node;
