/**
 * @generated SignedSource<<c5e54fbaf735c503f14950787d5bc9ef>>
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "2c92208d875cc3adee2c124e9054470d";

export default node;
