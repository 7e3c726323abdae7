/**
 * @generated SignedSource<<e4dc37caf904c37e54aeeeaf2a31e703>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MobileMenu_viewer$data = {
  readonly notificationBadge: number;
  readonly " $fragmentSpreads": FragmentRefs<"MobileMenuPanel_viewer">;
  readonly " $fragmentType": "MobileMenu_viewer";
};
export type MobileMenu_viewer$key = {
  readonly " $data"?: MobileMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notificationBadge",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MobileMenuPanel_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1d8740bbc765f2e0e2bad875c2567199";

export default node;
