/**
 * @generated SignedSource<<8e62a3a9294fd3e6f8e72161342bf6a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordRow_record$data = {
  readonly id: string;
  readonly name: string;
  readonly permission: RecordPermission;
  readonly url: string;
  readonly values: ReadonlyArray<{
    readonly field: string;
    readonly text: string | null | undefined;
    readonly value: unknown | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
  }>;
  readonly version: number;
  readonly " $fragmentType": "RecordRow_record";
};
export type RecordRow_record$key = {
  readonly " $data"?: RecordRow_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordRow_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "defaultView"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "listFields"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "listType"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "view"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordRow_record",
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
      "name": "name",
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
      "name": "version",
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
      "alias": "values",
      "args": [
        {
          "kind": "Variable",
          "name": "defaultView",
          "variableName": "defaultView"
        },
        {
          "kind": "Variable",
          "name": "fields",
          "variableName": "listFields"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "listType"
        },
        {
          "kind": "Variable",
          "name": "view",
          "variableName": "view"
        }
      ],
      "concreteType": "FieldValue",
      "kind": "LinkedField",
      "name": "columnValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FieldDisplay_value"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};

(node as any).hash = "1d3e31d8fe2bd92d06d5fa7d7925fde5";

export default node;
