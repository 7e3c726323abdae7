/**
 * @generated SignedSource<<ff255d22d994f8e81e570f3ac87e3bad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttachmentsSection_query$data = {
  readonly attachments: {
    readonly record: {
      readonly " $fragmentSpreads": FragmentRefs<"AttachmentsSection_record">;
    };
  } | null | undefined;
  readonly " $fragmentType": "AttachmentsSection_query";
};
export type AttachmentsSection_query$key = {
  readonly " $data"?: AttachmentsSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentsSection_query">;
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
  "name": "AttachmentsSection_query",
  "selections": [
    {
      "alias": "attachments",
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
            "ATTACHMENTS"
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
              "name": "AttachmentsSection_record"
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

(node as any).hash = "36504cc08ec158163c3c7be488ee4a86";

export default node;
