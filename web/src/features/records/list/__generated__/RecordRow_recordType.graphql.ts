/**
 * @generated SignedSource<<b67e5eca85d75ab892a8233629c33efc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordRow_recordType$data = {
  readonly fields: ReadonlyArray<{
    readonly name: string;
    readonly readOnly: boolean;
    readonly refType: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"FieldInput_field">;
  }>;
  readonly " $fragmentType": "RecordRow_recordType";
};
export type RecordRow_recordType$key = {
  readonly " $data"?: RecordRow_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordRow_recordType">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordRow_recordType",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readOnly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refType",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FieldInput_field"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RecordType",
  "abstractKey": null
};

(node as any).hash = "e0482bd1bc43d9055f4ddb54465a67a2";

export default node;
