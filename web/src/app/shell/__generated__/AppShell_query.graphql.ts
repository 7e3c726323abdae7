/**
 * @generated SignedSource<<e2a58b7584a53a8b298716d0f9d91f4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer" | "NotificationBell_viewer" | "PaneHost_viewer" | "ProfilePanel_viewer" | "TodoButton_viewer">;
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
          "name": "TodoButton_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProfilePanel_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaneHost_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "dc57352ef528d247076890c95b9e8070";

export default node;
