/**
 * @generated SignedSource<<6c32bd1a1fa14e2284f895595e460552>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AdoptBrowserTimeZone_viewer" | "MainMenu_viewer" | "MobileMenu_viewer" | "NotificationBell_viewer" | "PaneHost_viewer" | "PlanPrompts_viewer" | "ProfilePanel_viewer" | "TodoButton_viewer">;
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
          "name": "AdoptBrowserTimeZone_viewer"
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

(node as any).hash = "c8d136760ecd3848585d6f8882babdda";

export default node;
