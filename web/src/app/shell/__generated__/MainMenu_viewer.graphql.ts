/**
 * @generated SignedSource<<7a811d6968292b18d78a3e81589c6837>>
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

(node as any).hash = "6cec7fcb8f708a844b82825718f11d8d";

export default node;
