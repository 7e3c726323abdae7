/**
 * @generated SignedSource<<4e270bdc5b70ca51b65e281b81ed28d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordList_query$data = {
  readonly records: {
    readonly __id: string;
    readonly columns: ReadonlyArray<{
      readonly field: string;
      readonly hidden: boolean;
      readonly label: string;
      readonly width: number;
    }> | null | undefined;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly version: number;
        readonly " $fragmentSpreads": FragmentRefs<"RecordRow_record">;
      };
    }>;
    readonly shownColumns: ReadonlyArray<{
      readonly field: string;
      readonly label: string;
      readonly width: number | null | undefined;
    }> | null | undefined;
    readonly totalCount: number;
    readonly totalCountExact: boolean;
    readonly view: {
      readonly columns: ReadonlyArray<{
        readonly field: string;
        readonly hidden: boolean;
        readonly label: string;
        readonly width: number;
      }>;
      readonly id: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "RecordList_query";
};
export type RecordList_query$key = {
  readonly " $data"?: RecordList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordList_query">;
};

import RecordListPaginationQuery_graphql from './RecordListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "records"
],
v1 = {
  "kind": "Variable",
  "name": "defaultView",
  "variableName": "defaultView"
},
v2 = {
  "kind": "Variable",
  "name": "view",
  "variableName": "view"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ViewColumn",
  "kind": "LinkedField",
  "name": "columns",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hidden",
      "storageKey": null
    }
  ],
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
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "criteria"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "defaultView"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "listFields"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "view"
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
      "fragmentPathInResult": [],
      "operation": RecordListPaginationQuery_graphql
    }
  },
  "name": "RecordList_query",
  "selections": [
    {
      "alias": "records",
      "args": [
        {
          "kind": "Variable",
          "name": "criteria",
          "variableName": "criteria"
        },
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        },
        (v2/*:: as any*/)
      ],
      "concreteType": "RecordConnection",
      "kind": "LinkedField",
      "name": "__RecordList_records_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "fields",
              "variableName": "listFields"
            }
          ],
          "concreteType": "ListColumn",
          "kind": "LinkedField",
          "name": "shownColumns",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SavedView",
          "kind": "LinkedField",
          "name": "view",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            (v7/*:: as any*/)
          ],
          "storageKey": null
        },
        (v7/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "totalCountExact",
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
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
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
                  "args": [
                    (v1/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "listFields",
                      "variableName": "listFields"
                    },
                    {
                      "kind": "Variable",
                      "name": "listType",
                      "variableName": "type"
                    },
                    (v2/*:: as any*/)
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "76d6223ea3600a879eb9ce2d3963e4c1";

export default node;
