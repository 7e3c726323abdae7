/**
 * @generated SignedSource<<a3cee21a143e19064faa11018d9d88a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareSection_query$data = {
  readonly share: {
    readonly record: {
      readonly " $fragmentSpreads": FragmentRefs<"ShareSection_record">;
    };
  } | null | undefined;
  readonly " $fragmentType": "ShareSection_query";
};
export type ShareSection_query$key = {
  readonly " $data"?: ShareSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
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
  "name": "ShareSection_query",
  "selections": [
    {
      "alias": "share",
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
            "SHARE"
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "ShareSection_record"
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

(node as any).hash = "b8eb75772d50d44a99d7f3d176c03bf6";

export default node;
