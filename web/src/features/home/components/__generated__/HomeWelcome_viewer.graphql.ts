/**
 * @generated SignedSource<<064424521b567f4287279394299eafc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeWelcome_viewer$data = {
  readonly company: {
    readonly name: string;
  };
  readonly user: {
    readonly firstName: string;
  };
  readonly " $fragmentType": "HomeWelcome_viewer";
};
export type HomeWelcome_viewer$key = {
  readonly " $data"?: HomeWelcome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeWelcome_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeWelcome_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "283b2186271f3b2b30d887dff1ee84e7";

export default node;
