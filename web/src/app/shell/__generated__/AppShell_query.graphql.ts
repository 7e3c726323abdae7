/**
 * @generated SignedSource<<c70e7e0a186d343205f2209d35147d87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer" | "NotificationBell_viewer" | "ProfilePanel_viewer">;
  } | null | undefined;
  readonly " $fragmentType": "AppShell_query";
};
export type AppShell_query$key = {
  readonly " $data"?: AppShell_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppShell_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppShell_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MainMenu_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NotificationBell_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProfilePanel_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cadaa2793e724e192eb6cb1d792e6e99";

export default node;
