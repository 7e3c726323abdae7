/**
 * @generated SignedSource<<d2dbfa09259402aa16b714cd7ad3a89d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookmarkPanel_viewer$data = {
  readonly bookmarkFolders: ReadonlyArray<{
    readonly bookmarks: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly url: string;
    }>;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "BookmarkPanel_viewer";
};
export type BookmarkPanel_viewer$key = {
  readonly " $data"?: BookmarkPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookmarkPanel_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookmarkPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BookmarkFolder",
      "kind": "LinkedField",
      "name": "bookmarkFolders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Bookmark",
          "kind": "LinkedField",
          "name": "bookmarks",
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

(node as any).hash = "2c1f5bf9275a4dd40d8216ca2ca2d164";

export default node;
