/**
 * @generated SignedSource<<f693c5bbb8e5e51fd9a7f426431547a1>>
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

(node as any).hash = "858d43284e38fc61cf897227ceaddb0e";

export default node;
