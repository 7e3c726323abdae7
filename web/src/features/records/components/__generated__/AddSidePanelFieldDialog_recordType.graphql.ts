/**
 * @generated SignedSource<<5b8c65aeab7d9d5d1d856f6788080753>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddSidePanelFieldDialog_recordType$data = {
  readonly name: string;
  readonly sidePanelFields: ReadonlyArray<{
    readonly isExtra: boolean;
    readonly label: string;
    readonly name: string;
    readonly selected: boolean;
  }>;
  readonly " $fragmentType": "AddSidePanelFieldDialog_recordType";
};
export type AddSidePanelFieldDialog_recordType$key = {
  readonly " $data"?: AddSidePanelFieldDialog_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddSidePanelFieldDialog_recordType">;
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
  "name": "AddSidePanelFieldDialog_recordType",
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

(node as any).hash = "7104edfeffee8f1b6350e9951bc89a36";

export default node;
