/**
 * @generated SignedSource<<44c8064ed8997a106e5a89fbe836ba06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MainMenu_viewer$data = {
  readonly mainMenu: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly isLocked: boolean;
      readonly key: string;
      readonly label: string;
      readonly tooltip: string | null | undefined;
      readonly url: string;
    }>;
    readonly key: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "MainMenu_viewer";
};
export type MainMenu_viewer$key = {
  readonly " $data"?: MainMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MainMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuGroup",
      "kind": "LinkedField",
      "name": "mainMenu",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MenuItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isLocked",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tooltip",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "142e5447f4a28d27ddf06ae221b1fcc7";

export default node;
