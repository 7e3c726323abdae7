/**
 * @generated SignedSource<<1e4c8d06d0954f5634b37a01f648bb42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MobileMenuPanel_viewer$data = {
  readonly isFree: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationPanel_viewer">;
  readonly " $fragmentType": "MobileMenuPanel_viewer";
};
export type MobileMenuPanel_viewer$key = {
  readonly " $data"?: MobileMenuPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileMenuPanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileMenuPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFree",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationPanel_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "04880fe624383b5062bc00cc77e866f0";

export default node;
