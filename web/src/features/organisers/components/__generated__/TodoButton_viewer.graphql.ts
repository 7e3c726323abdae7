/**
 * @generated SignedSource<<5b474d37fff891352932ea326142be56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TodoButton_viewer$data = {
  readonly todoBadge: number;
  readonly " $fragmentType": "TodoButton_viewer";
};
export type TodoButton_viewer$key = {
  readonly " $data"?: TodoButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TodoButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TodoButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "todoBadge",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e4727bb5975afd53aaa4fe9ce492b1d6";

export default node;
