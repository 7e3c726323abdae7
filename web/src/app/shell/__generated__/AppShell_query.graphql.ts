/**
 * @generated SignedSource<<e652df953f39cc08c676624d4c969cc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer" | "MobileMenu_viewer" | "NotificationBell_viewer" | "PaneHost_viewer" | "PlanPrompts_viewer" | "ProfilePanel_viewer" | "TodoButton_viewer">;
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanPrompts_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MobileMenu_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e71597ce180d18a30e6b5a73b25a177a";

export default node;
