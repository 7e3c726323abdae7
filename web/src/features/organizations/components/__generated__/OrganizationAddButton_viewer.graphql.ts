/**
 * @generated SignedSource<<7aa2486cfa5a0eccb51520355f25e3f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationAddButton_viewer$data = {
  readonly canAdd: boolean;
  readonly " $fragmentType": "OrganizationAddButton_viewer";
};
export type OrganizationAddButton_viewer$key = {
  readonly " $data"?: OrganizationAddButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationAddButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationAddButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "ORGANIZATION"
        }
      ],
      "kind": "ScalarField",
      "name": "canAdd",
      "storageKey": "canAdd(type:\"ORGANIZATION\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f5849c8206e6ca9a644e3fb32c78e4a0";

export default node;
