/**
 * @generated SignedSource<<033c279877c0e08e466895bfd5191ab8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddSidePanelField_recordType$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AddSidePanelFieldDialog_recordType">;
  readonly " $fragmentType": "AddSidePanelField_recordType";
};
export type AddSidePanelField_recordType$key = {
  readonly " $data"?: AddSidePanelField_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddSidePanelField_recordType">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddSidePanelField_recordType",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddSidePanelFieldDialog_recordType"
    }
  ],
  "type": "RecordType",
  "abstractKey": null
};

(node as any).hash = "66ca0a1cd27f23aee8fb049c7b0e5836";

export default node;
