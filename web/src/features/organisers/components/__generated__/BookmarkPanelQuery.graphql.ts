/**
 * @generated SignedSource<<9b60344f0e71b16243d89511baf254c6>>
 * @relayHash d1f0bc3f3d7053ac8a349481181b29d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0112a7b19b66a0cce5ba628a64748d71b5d3bd7c7d003ee66328b3dc511772ee

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookmarkPanelQuery$variables = Record<PropertyKey, never>;
export type BookmarkPanelQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BookmarkPanel_viewer">;
  } | null | undefined;
};
export type BookmarkPanelQuery = {
  response: BookmarkPanelQuery$data;
  variables: BookmarkPanelQuery$variables;
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BookmarkPanelQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "BookmarkPanel_viewer"
          }
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
    "name": "BookmarkPanelQuery",
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
            "concreteType": "BookmarkFolder",
            "kind": "LinkedField",
            "name": "bookmarkFolders",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Bookmark",
                "kind": "LinkedField",
                "name": "bookmarks",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
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
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0112a7b19b66a0cce5ba628a64748d71b5d3bd7c7d003ee66328b3dc511772ee",
    "metadata": {},
    "name": "BookmarkPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92c1cf70a703e68e29978ff9af7eeba9";

export default node;
