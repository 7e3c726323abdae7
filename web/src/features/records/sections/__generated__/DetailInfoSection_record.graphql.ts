/**
 * @generated SignedSource<<d639f8e100cb43b8629c4eeb23c1ba32>>
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
  readonly version: number;
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
      "kind": "ScalarField",
      "name": "version",
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

(node as any).hash = "a53a4c8f0784ac76471ee6d5a6232d7f";

export default node;
