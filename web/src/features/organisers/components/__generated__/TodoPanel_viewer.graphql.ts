/**
 * @generated SignedSource<<7028c53cae4928f3d4fc544558521b97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TodoPanel_viewer$data = {
  readonly todoLists: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly openCount: number;
    readonly todos: ReadonlyArray<{
      readonly dueDate: string | null | undefined;
      readonly id: string;
      readonly isClosed: boolean;
      readonly related: {
        readonly name: string;
        readonly url: string | null | undefined;
      } | null | undefined;
      readonly subject: string;
    }>;
  }>;
  readonly " $fragmentType": "TodoPanel_viewer";
};
export type TodoPanel_viewer$key = {
  readonly " $data"?: TodoPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TodoPanel_viewer">;
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
  "name": "TodoPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TodoList",
      "kind": "LinkedField",
      "name": "todoLists",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Todo",
          "kind": "LinkedField",
          "name": "todos",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subject",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dueDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isClosed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TodoRelated",
              "kind": "LinkedField",
              "name": "related",
              "plural": false,
              "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "292bd8c271b848369f05c763bb3cb44c";

export default node;
