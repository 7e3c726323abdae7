/**
 * @generated SignedSource<<22321137c6e3716e3776a7887bdd30ac>>
 * @relayHash 637c89ebe9840a8ed95e0c7bcc22baa7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c98fea08c905c015c099eb14c9c76544e650fddbefa299d6b2ded6578197395

import { ConcreteRequest } from 'relay-runtime';
export type UpgradePaneQuery$variables = {
  feature: string;
};
export type UpgradePaneQuery$data = {
  readonly upgradeContent: {
    readonly availableSection: string;
    readonly mainText: string;
    readonly rightText: string;
    readonly title: string;
  } | null | undefined;
};
export type UpgradePaneQuery = {
  response: UpgradePaneQuery$data;
  variables: UpgradePaneQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "feature"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "feature",
        "variableName": "feature"
      }
    ],
    "concreteType": "UpgradeContent",
    "kind": "LinkedField",
    "name": "upgradeContent",
    "plural": false,
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
        "name": "availableSection",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mainText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rightText",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpgradePaneQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpgradePaneQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3c98fea08c905c015c099eb14c9c76544e650fddbefa299d6b2ded6578197395",
    "metadata": {},
    "name": "UpgradePaneQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "47d707422828419dc903e31d8ccfda65";

export default node;
