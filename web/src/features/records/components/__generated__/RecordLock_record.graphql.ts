/**
 * @generated SignedSource<<361683fc2e27c53bf2854d74d56543fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordLock_record$data = {
  readonly id: string;
  readonly isLocked: boolean;
  readonly permission: RecordPermission;
  readonly url: string;
  readonly version: number;
  readonly " $fragmentType": "RecordLock_record";
};
export type RecordLock_record$key = {
  readonly " $data"?: RecordLock_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordLock_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordLock_record",
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
      "name": "permission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "7e77981ad79aa1536bf5d31476d82de1";

export default node;
