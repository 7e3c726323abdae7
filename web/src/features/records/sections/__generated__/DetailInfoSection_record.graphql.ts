/**
 * @generated SignedSource<<525ab4ab5dce69e22b3423ec90ef2722>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DetailInfoSection_record$data = {
  readonly addresses?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AddressList_addresses">;
  }>;
  readonly contacts?: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactList_party">;
  } | null | undefined;
  readonly permission: RecordPermission;
  readonly values: ReadonlyArray<{
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"DetailInfoForm_record">;
  readonly " $fragmentType": "DetailInfoSection_record";
};
export type DetailInfoSection_record$key = {
  readonly " $data"?: DetailInfoSection_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailInfoSection_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailInfoSection_record",
  "selections": [
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
      "concreteType": "FieldValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FieldDisplay_value"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Address",
          "kind": "LinkedField",
          "name": "addresses",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AddressList_addresses"
            }
          ],
          "storageKey": null
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactList_party"
              }
            ],
            "type": "Party",
            "abstractKey": "__isParty"
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "contacts"
        }
      ],
      "type": "Party",
      "abstractKey": "__isParty"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DetailInfoForm_record"
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "338309cf0e579d245a6d7cd9dedc9982";

export default node;
