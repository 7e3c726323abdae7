/**
 * @generated SignedSource<<20f738d04cbb5f74078569166a305207>>
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
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permission",
      "storageKey": null
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "fd648f9734180ab8afd4ed5229e56b3f";

export default node;
