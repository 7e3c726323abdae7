/**
 * @generated SignedSource<<cd537a09b99cbceaea07fdeb716d9b92>>
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
    readonly recordType: {
      readonly " $fragmentSpreads": FragmentRefs<"RecordFormFields_recordType">;
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
          "concreteType": "RecordType",
          "kind": "LinkedField",
          "name": "recordType",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "RecordFormFields_recordType"
            }
          ],
          "storageKey": null
        },
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

(node as any).hash = "32ae551773fd74324dc053d9bddeb6a6";

export default node;
