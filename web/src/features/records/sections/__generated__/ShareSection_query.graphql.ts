/**
 * @generated SignedSource<<3af0b62620f1d5721a88076b8d76e86c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SectionKind = "ATTACHMENTS" | "DETAIL_INFO" | "HISTORY" | "PROGRESS" | "RECENT" | "RECORDS" | "SHARE" | "UPDATES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShareSection_query$data = {
  readonly share: {
    readonly record: {
      readonly type: {
        readonly sections: ReadonlyArray<{
          readonly kind: SectionKind;
          readonly recordType: {
            readonly name: string;
          } | null | undefined;
        }>;
      };
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "RecordType",
              "kind": "LinkedField",
              "name": "type",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RecordSection",
                  "kind": "LinkedField",
                  "name": "sections",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "kind",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "RecordType",
                      "kind": "LinkedField",
                      "name": "recordType",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "name",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
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

(node as any).hash = "bb41f4c39a0a9601d926b9c2e72be21a";

export default node;
