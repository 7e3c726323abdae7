/**
 * @generated SignedSource<<8b030988acb3e0518086fa73a3ee7207>>
 * @relayHash 0dcdb47ef563c1d6607434e41290e6bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9013d4d3b4521028372cd52704f322192f533e56994ed8e2b2d29e62627b445b

import { ConcreteRequest } from 'relay-runtime';
export type VideoPanelQuery$variables = Record<PropertyKey, never>;
export type VideoPanelQuery$data = {
  readonly viewer: {
    readonly onboardingVideos: ReadonlyArray<{
      readonly isCompleted: boolean;
      readonly title: string;
      readonly url: string;
    }>;
  } | null | undefined;
};
export type VideoPanelQuery = {
  response: VideoPanelQuery$data;
  variables: VideoPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "OnboardingVideo",
  "kind": "LinkedField",
  "name": "onboardingVideos",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "isCompleted",
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
    "name": "VideoPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "VideoPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "9013d4d3b4521028372cd52704f322192f533e56994ed8e2b2d29e62627b445b",
    "metadata": {},
    "name": "VideoPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "70bd3df36e7e7f85246382d786e322f3";

export default node;
