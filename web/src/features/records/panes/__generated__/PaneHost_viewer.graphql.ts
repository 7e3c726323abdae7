/**
 * @generated SignedSource<<19d00a14f2fe44150ed641e96d329316>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaneHost_viewer$data = {
  readonly isFree: boolean;
  readonly preferences: {
    readonly modalSize: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DateEntryPreferencesProvider_viewer">;
  readonly " $fragmentType": "PaneHost_viewer";
};
export type PaneHost_viewer$key = {
  readonly " $data"?: PaneHost_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaneHost_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaneHost_viewer",
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
      "concreteType": "Preferences",
      "kind": "LinkedField",
      "name": "preferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "modalSize",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DateEntryPreferencesProvider_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d8834857cb9dcf6cf702c860ae154fc8";

export default node;
