/**
 * @generated SignedSource<<f31c26562fa744a29cd5d51fd65d9d8a>>
 * @relayHash 776c5002bf6bad9aba67f20dc7c2ca47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 514d6eb9e59d984c567b1e7e1bd85a9e51f7dc20226cf32da6ca644eaa8eb3db

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerRouteDeleteDemoMutation$variables = Record<PropertyKey, never>;
export type ExplorerRouteDeleteDemoMutation$data = {
  readonly deleteDemoData: {
    readonly __typename: "DeleteDemoDataSuccess";
    readonly message: string;
    readonly viewer: {
      readonly hasDemoData: boolean;
    };
  } | {
    readonly __typename: "PermissionError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ExplorerRouteDeleteDemoMutation = {
  response: ExplorerRouteDeleteDemoMutation$data;
  variables: ExplorerRouteDeleteDemoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasDemoData",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    (v1/*:: as any*/)
  ],
  "type": "PermissionError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExplorerRouteDeleteDemoMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteDemoData",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteDemoDataSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExplorerRouteDeleteDemoMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteDemoData",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
            ],
            "type": "DeleteDemoDataSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "514d6eb9e59d984c567b1e7e1bd85a9e51f7dc20226cf32da6ca644eaa8eb3db",
    "metadata": {},
    "name": "ExplorerRouteDeleteDemoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a23b29c42f610b7e80c487cc42838c11";

export default node;
