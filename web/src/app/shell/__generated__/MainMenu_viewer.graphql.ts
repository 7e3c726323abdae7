/**
 * @generated SignedSource<<0a6a75a60c615b753c458cf2735e0f0d>>
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
      readonly isPromotion: boolean;
      readonly key: string;
      readonly label: string;
      readonly tooltip: string | null | undefined;
      readonly url: string;
    }>;
    readonly key: string;
    readonly label: string;
  }>;
  readonly plan: {
    readonly promotionSeen: boolean;
  };
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
      "concreteType": "PlanPrompts",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "promotionSeen",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
              "name": "isPromotion",
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

(node as any).hash = "1b34a28b16eb33bbc1199bd871f3ee51";

export default node;
