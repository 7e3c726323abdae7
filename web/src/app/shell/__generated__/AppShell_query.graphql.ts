/**
 * @generated SignedSource<<3cbf6754a56afc48dd46b5e40392431a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer" | "NotificationBell_viewer" | "PaneHost_viewer" | "PlanPrompts_viewer" | "ProfilePanel_viewer" | "TodoButton_viewer">;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a0e7fa41416d55721e1c930806add018";

export default node;
