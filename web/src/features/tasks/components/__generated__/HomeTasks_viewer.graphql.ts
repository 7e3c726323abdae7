/**
 * @generated SignedSource<<afa6718a199460da134ed03d44974d85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTasks_viewer$data = {
  readonly current: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly delegated: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly subject: string;
        readonly version: number;
        readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly fresh: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly undated: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TaskRow_task">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "HomeTasks_viewer";
};
export type HomeTasks_viewer$key = {
  readonly " $data"?: HomeTasks_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTasks_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "TaskRow_task"
},
v4 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeTaskEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeTasks_viewer",
  "selections": [
    {
      "alias": "current",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "section",
          "value": "CURRENT"
        }
      ],
      "concreteType": "HomeTaskConnection",
      "kind": "LinkedField",
      "name": "homeTasks",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": "homeTasks(first:10,section:\"CURRENT\")"
    },
    {
      "alias": "fresh",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "section",
          "value": "NEW"
        }
      ],
      "concreteType": "HomeTaskConnection",
      "kind": "LinkedField",
      "name": "homeTasks",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": "homeTasks(first:10,section:\"NEW\")"
    },
    {
      "alias": "undated",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "section",
          "value": "UNDATED"
        }
      ],
      "concreteType": "HomeTaskConnection",
      "kind": "LinkedField",
      "name": "homeTasks",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": "homeTasks(first:10,section:\"UNDATED\")"
    },
    {
      "alias": "delegated",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "section",
          "value": "DELEGATED"
        }
      ],
      "concreteType": "HomeTaskConnection",
      "kind": "LinkedField",
      "name": "homeTasks",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeTaskEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Task",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "subject",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "version",
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "homeTasks(first:10,section:\"DELEGATED\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "695e074c360df002a023b155d5672f62";

export default node;
