/**
 * @generated SignedSource<<e3a12c075ae65037f4e4327a19793682>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePanel_viewer$data = {
  readonly isAdministrator: boolean;
  readonly roles: ReadonlyArray<string>;
  readonly user: {
    readonly fullName: string;
    readonly jobTitle: string | null | undefined;
    readonly profileImage: string | null | undefined;
  };
  readonly " $fragmentType": "ProfilePanel_viewer";
};
export type ProfilePanel_viewer$key = {
  readonly " $data"?: ProfilePanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdministrator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    },
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
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jobTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ff3bd732fe9c68e0f573bea81fd7a3d0";

export default node;
