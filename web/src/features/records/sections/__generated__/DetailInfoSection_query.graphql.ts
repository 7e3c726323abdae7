/**
 * @generated SignedSource<<50da2339d7d3d26ecea96c927988dfac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DetailInfoSection_query$data = {
  readonly detailInfo: {
    readonly record: {
      readonly " $fragmentSpreads": FragmentRefs<"DetailInfoSection_record">;
    };
  } | null | undefined;
  readonly " $fragmentType": "DetailInfoSection_query";
};
export type DetailInfoSection_query$key = {
  readonly " $data"?: DetailInfoSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailInfoSection_query">;
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
  "name": "DetailInfoSection_query",
  "selections": [
    {
      "alias": "detailInfo",
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
            "DETAIL_INFO"
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
              "name": "DetailInfoSection_record"
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

(node as any).hash = "96fa86b411d956b3bf005a0da536b2b9";

export default node;
