/**
 * @generated SignedSource<<e05bad82c4d70fd3bb389acfd1e24baa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowButton_record$data = {
  readonly id: string;
  readonly summary: {
    readonly isFollowing: boolean;
  };
  readonly " $fragmentType": "FollowButton_record";
};
export type FollowButton_record$key = {
  readonly " $data"?: FollowButton_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowButton_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowButton_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFollowing",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "d397b872209e53ee1bf807b3cc2b07ab";

export default node;
