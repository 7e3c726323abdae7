/**
 * @generated SignedSource<<ee237c8a36121ae3dca0e1fd0eefab2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEditRecordForm_record$data = {
  readonly id: string;
  readonly partyLists?: {
    readonly " $fragmentSpreads": FragmentRefs<"PartyContactFields_party">;
  } | null | undefined;
  readonly values: ReadonlyArray<{
    readonly field: string;
    readonly text: string | null | undefined;
    readonly value: unknown | null | undefined;
  }>;
  readonly version: number;
  readonly " $fragmentType": "useEditRecordForm_record";
};
export type useEditRecordForm_record$key = {
  readonly " $data"?: useEditRecordForm_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"useEditRecordForm_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useEditRecordForm_record",
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
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
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

(node as any).hash = "157d68bd6bf5239eb6eefad6e5f53c02";

export default node;
