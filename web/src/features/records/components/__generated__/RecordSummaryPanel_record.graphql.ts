/**
 * @generated SignedSource<<ff1d1b5c87430fb522ef5b7fe8500ad2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordSummaryPanel_record$data = {
  readonly owner: {
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FollowButton_record">;
  readonly " $fragmentType": "RecordSummaryPanel_record";
};
export type RecordSummaryPanel_record$key = {
  readonly " $data"?: RecordSummaryPanel_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSummaryPanel_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordSummaryPanel_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FollowButton_record"
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "6c32a27ee8ee007586048c7af3bba60c";

export default node;
