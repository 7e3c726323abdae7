/**
 * @generated SignedSource<<94a0fb42dd2e857e991695af70f0e5cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MobileMenu_viewer$data = {
  readonly isFree: boolean;
  readonly notificationBadge: number;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationPanel_viewer">;
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
      "name": "isFree",
      "storageKey": null
    },
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
      "name": "NotificationPanel_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c8ef3ad7d9e75ae98897c927ad6836bd";

export default node;
