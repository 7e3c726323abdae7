/**
 * @generated SignedSource<<2c8f1a05805ad6ff10f0d9fe95964b55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonAddButton_viewer$data = {
  readonly canAdd: boolean;
  readonly " $fragmentType": "PersonAddButton_viewer";
};
export type PersonAddButton_viewer$key = {
  readonly " $data"?: PersonAddButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonAddButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonAddButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "PERSON"
        }
      ],
      "kind": "ScalarField",
      "name": "canAdd",
      "storageKey": "canAdd(type:\"PERSON\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f5f6bc1311cb66d0b8d64209fa49d171";

export default node;
