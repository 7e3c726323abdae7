/**
 * @generated SignedSource<<398ad353f43aafeec75d44105715b4e2>>
 * @relayHash 6e5abc1acd075b225745904eec028e99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e024fe0a78fbb3a695fb551cfa012ddc2757fc345c36d267135b97faa1536c08

import { ConcreteRequest } from 'relay-runtime';
export type DashboardDialogsViewsQuery$variables = {
  type: string;
};
export type DashboardDialogsViewsQuery$data = {
  readonly savedViews: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type DashboardDialogsViewsQuery = {
  response: DashboardDialogsViewsQuery$data;
  variables: DashboardDialogsViewsQuery$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardDialogsViewsQuery",
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
          (v3/*:: as any*/)
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
    "name": "DashboardDialogsViewsQuery",
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
    "id": "e024fe0a78fbb3a695fb551cfa012ddc2757fc345c36d267135b97faa1536c08",
    "metadata": {},
    "name": "DashboardDialogsViewsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "435dd1f546ffd4c3e4b30cdd48064794";

export default node;
