/**
 * @generated SignedSource<<d9b43dcf4bc1ff53e075058ff3931a24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedRecordsSection_record$data = {
  readonly id: string;
  readonly related: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"RecordRow_record">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RelatedRecordsSection_record";
};
export type RelatedRecordsSection_record$key = {
  readonly " $data"?: RelatedRecordsSection_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedRecordsSection_record">;
};

import RelatedRecordsSectionPaginationQuery_graphql from './RelatedRecordsSectionPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "related"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "listType"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "section"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RelatedRecordsSectionPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RelatedRecordsSection_record",
  "selections": [
    {
      "alias": "related",
      "args": [
        {
          "kind": "Variable",
          "name": "section",
          "variableName": "section"
        }
      ],
      "concreteType": "RecordConnection",
      "kind": "LinkedField",
      "name": "__RelatedRecordsSection_related_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RecordEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "listType",
                      "variableName": "listType"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "RecordRow_record"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};
})();

(node as any).hash = "fc1715d815c99a3e52f3489a7da72c30";

export default node;
