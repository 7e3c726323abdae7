/**
 * @generated SignedSource<<6204d5a657d5a757641b1b5289932ff3>>
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
  readonly id: string;
  readonly isLocked: boolean;
  readonly partyLists?: {
    readonly " $fragmentSpreads": FragmentRefs<"PartyContactFields_party">;
  } | null | undefined;
  readonly permission: RecordPermission;
  readonly values: ReadonlyArray<{
    readonly field: string;
    readonly label: string;
    readonly text: string | null | undefined;
    readonly value: unknown | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
  }>;
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
      "name": "id",
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
      "name": "isLocked",
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
          "name": "field",
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
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
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
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PartyContactFields_party"
              }
            ],
            "type": "Party",
            "abstractKey": "__isParty"
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "partyLists"
        }
      ],
      "type": "Party",
      "abstractKey": "__isParty"
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "dd30ae55cc485ae4f98764a65325cdc6";

export default node;
