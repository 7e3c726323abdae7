/**
 * @generated SignedSource<<92d21e9ed6fd37c854c1b2cf0b9265f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdoptBrowserTimeZone_viewer$data = {
  readonly preferences: {
    readonly timeZone: string;
    readonly timeZoneChosen: boolean;
  };
  readonly " $fragmentType": "AdoptBrowserTimeZone_viewer";
};
export type AdoptBrowserTimeZone_viewer$key = {
  readonly " $data"?: AdoptBrowserTimeZone_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdoptBrowserTimeZone_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdoptBrowserTimeZone_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Preferences",
      "kind": "LinkedField",
      "name": "preferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZoneChosen",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b586a136bfb8f625b327c86a9a3b2b07";

export default node;
