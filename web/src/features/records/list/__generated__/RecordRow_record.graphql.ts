/**
 * @generated SignedSource<<4d22652ee2197ac733f710cc07f1ff81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordRow_record$data = {
  readonly name: string;
  readonly url: string;
  readonly values: ReadonlyArray<{
    readonly field: string;
    readonly text: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
  }>;
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
      "name": "listFields"
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
      "args": [
        {
          "kind": "Variable",
          "name": "fields",
          "variableName": "listFields"
        }
      ],
      "concreteType": "FieldValue",
      "kind": "LinkedField",
      "name": "values",
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

(node as any).hash = "2832a626aa8b0a5f59541cffc8243098";

export default node;
