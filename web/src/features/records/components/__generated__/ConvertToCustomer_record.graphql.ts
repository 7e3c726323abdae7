/**
 * @generated SignedSource<<d833b801b4f7faf0ec985e484411ab74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConvertToCustomer_record$data = {
  readonly id: string;
  readonly isCustomer?: boolean;
  readonly isLead?: boolean;
  readonly name: string;
  readonly permission: RecordPermission;
  readonly version: number;
  readonly " $fragmentType": "ConvertToCustomer_record";
};
export type ConvertToCustomer_record$key = {
  readonly " $data"?: ConvertToCustomer_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConvertToCustomer_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConvertToCustomer_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "permission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLead",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCustomer",
          "storageKey": null
        }
      ],
      "type": "Party",
      "abstractKey": "__isParty"
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "37be5a9dcacaa9dac7155cc54a1ddeef";

export default node;
