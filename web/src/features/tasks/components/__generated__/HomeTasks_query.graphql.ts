/**
 * @generated SignedSource<<f58a249f2d52d744785160c7d499c48f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTasks_query$data = {
  readonly users: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
  }>;
  readonly " $fragmentType": "HomeTasks_query";
};
export type HomeTasks_query$key = {
  readonly " $data"?: HomeTasks_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTasks_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeTasks_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "users",
      "plural": true,
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
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c0a8ac660aaad98224d552df670e434e";

export default node;
