/**
 * @generated SignedSource<<9afb1046abcfb470dfe04d56a8764536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DetailInfoForm_record$data = {
  readonly isLocked: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"useEditRecordForm_record">;
  readonly " $fragmentType": "DetailInfoForm_record";
};
export type DetailInfoForm_record$key = {
  readonly " $data"?: DetailInfoForm_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailInfoForm_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailInfoForm_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEditRecordForm_record"
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "1508662a1b229bbcf433bfdcc3c7af65";

export default node;
