/**
 * @generated SignedSource<<32b65c6c88ba180606a465c2352eabe4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddSidePanelField_recordType$data = {
  readonly name: string;
  readonly sidePanelFields: ReadonlyArray<{
    readonly isExtra: boolean;
    readonly label: string;
    readonly name: string;
    readonly selected: boolean;
  }>;
  readonly " $fragmentType": "AddSidePanelField_recordType";
};
export type AddSidePanelField_recordType$key = {
  readonly " $data"?: AddSidePanelField_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddSidePanelField_recordType">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddSidePanelField_recordType",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SidePanelField",
      "kind": "LinkedField",
      "name": "sidePanelFields",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "RecordType",
  "abstractKey": null
};
})();

(node as any).hash = "c6132da7a1e6f4684f7566504e6c1648";

export default node;
