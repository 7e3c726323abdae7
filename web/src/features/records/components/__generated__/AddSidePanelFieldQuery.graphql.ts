/**
 * @generated SignedSource<<9009a79f412aaee678452f6c93bd714e>>
 * @relayHash 3e654fcdd5e7cd5fe11b4ad705788a3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d3b309015091b455707d76753f7a02d3e64a41cc6e1e9fb17398c3997a44054

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddSidePanelFieldQuery$variables = {
  type: string;
};
export type AddSidePanelFieldQuery$data = {
  readonly recordType: {
    readonly " $fragmentSpreads": FragmentRefs<"AddSidePanelFieldDialog_recordType">;
  } | null | undefined;
};
export type AddSidePanelFieldQuery = {
  response: AddSidePanelFieldQuery$data;
  variables: AddSidePanelFieldQuery$variables;
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
    "name": "name",
    "variableName": "type"
  }
],
v2 = {
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
    "name": "AddSidePanelFieldQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecordType",
        "kind": "LinkedField",
        "name": "recordType",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddSidePanelFieldDialog_recordType"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddSidePanelFieldQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecordType",
        "kind": "LinkedField",
        "name": "recordType",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SidePanelField",
            "kind": "LinkedField",
            "name": "sidePanelFields",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isExtra",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "selected",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5d3b309015091b455707d76753f7a02d3e64a41cc6e1e9fb17398c3997a44054",
    "metadata": {},
    "name": "AddSidePanelFieldQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "942ca522917e2adfa766e3d0eb7c1916";

export default node;
