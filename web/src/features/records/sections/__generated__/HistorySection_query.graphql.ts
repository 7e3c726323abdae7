/**
 * @generated SignedSource<<a0f86076680341de1a3a1852f8ee8d18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistorySection_query$data = {
  readonly history: {
    readonly record: {
      readonly " $fragmentSpreads": FragmentRefs<"HistorySection_record">;
    };
  } | null | undefined;
  readonly " $fragmentType": "HistorySection_query";
};
export type HistorySection_query$key = {
  readonly " $data"?: HistorySection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistorySection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "id"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "object"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sectionKey"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistorySection_query",
  "selections": [
    {
      "alias": "history",
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "id"
        },
        {
          "kind": "Variable",
          "name": "key",
          "variableName": "sectionKey"
        },
        {
          "kind": "Literal",
          "name": "kinds",
          "value": [
            "HISTORY"
          ]
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "object"
        }
      ],
      "concreteType": "DetailSection",
      "kind": "LinkedField",
      "name": "detailSection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "record",
          "plural": false,
          "selections": [
            {
              "args": [
                {
                  "kind": "Variable",
                  "name": "first",
                  "variableName": "first"
                }
              ],
              "kind": "FragmentSpread",
              "name": "HistorySection_record"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "713c1580c523958c5d8c416992b7dd5b";

export default node;
