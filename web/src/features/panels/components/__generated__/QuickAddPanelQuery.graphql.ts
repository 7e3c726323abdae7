/**
 * @generated SignedSource<<ea875a289f62548590b4411176d18263>>
 * @relayHash 3c2d7d0d34886bed8211e3e5349b5afd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8d0dfc0745ca8ebf9d1b456fcc46ee7a5b20ccd968e360a31b4bd15ab8ec9fb

import { ConcreteRequest } from 'relay-runtime';
export type QuickAddPanelQuery$variables = Record<PropertyKey, never>;
export type QuickAddPanelQuery$data = {
  readonly quickAdd: {
    readonly general: ReadonlyArray<{
      readonly canAdd: boolean;
      readonly label: string;
      readonly name: string;
    }>;
    readonly objectList: ReadonlyArray<{
      readonly canAdd: boolean;
      readonly label: string;
      readonly name: string;
    }>;
  };
};
export type QuickAddPanelQuery = {
  response: QuickAddPanelQuery$data;
  variables: QuickAddPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "canAdd",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QuickAdd",
    "kind": "LinkedField",
    "name": "quickAdd",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RecordType",
        "kind": "LinkedField",
        "name": "general",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RecordType",
        "kind": "LinkedField",
        "name": "objectList",
        "plural": true,
        "selections": (v0/*:: as any*/),
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
    "name": "QuickAddPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuickAddPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c8d0dfc0745ca8ebf9d1b456fcc46ee7a5b20ccd968e360a31b4bd15ab8ec9fb",
    "metadata": {},
    "name": "QuickAddPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eb4e7b8f78281cc1a7eb94c7d8a5b5a8";

export default node;
