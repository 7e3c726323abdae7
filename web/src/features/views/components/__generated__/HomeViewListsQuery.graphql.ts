/**
 * @generated SignedSource<<3f8ab228fd03740164f550464c7cb7d0>>
 * @relayHash 53de3cfd307394bdde857114acdcb047
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88c958d49ebbce4fffe0b65f611e3ba76f29ea2552b8f2e84b8477941563974b

import { ConcreteRequest } from 'relay-runtime';
export type HomeViewListsQuery$variables = {
  type: string;
};
export type HomeViewListsQuery$data = {
  readonly savedViews: ReadonlyArray<{
    readonly isDefault: boolean;
    readonly isPinned: boolean;
    readonly rowId: number;
  }>;
};
export type HomeViewListsQuery = {
  response: HomeViewListsQuery$data;
  variables: HomeViewListsQuery$variables;
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
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPinned",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDefault",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeViewListsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavedView",
        "kind": "LinkedField",
        "name": "savedViews",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeViewListsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavedView",
        "kind": "LinkedField",
        "name": "savedViews",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "id": "88c958d49ebbce4fffe0b65f611e3ba76f29ea2552b8f2e84b8477941563974b",
    "metadata": {},
    "name": "HomeViewListsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71cd474186e0c32686b6a13daa2fa896";

export default node;
