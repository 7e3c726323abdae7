/**
 * @generated SignedSource<<2566e16866fd27139e24c66300abe90c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationAddButton_viewer$data = {
  readonly isAdministrator: boolean;
  readonly roles: ReadonlyArray<string>;
  readonly " $fragmentType": "OrganizationAddButton_viewer";
};
export type OrganizationAddButton_viewer$key = {
  readonly " $data"?: OrganizationAddButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationAddButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationAddButton_viewer",
  "selections": [
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
      "kind": "ScalarField",
      "name": "isAdministrator",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "756c7dbeea5db5a0c13526ef227ea8f8";

export default node;
