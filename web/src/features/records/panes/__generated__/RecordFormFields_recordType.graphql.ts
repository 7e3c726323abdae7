/**
 * @generated SignedSource<<0182cb1d28128584ba030e03896665c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FieldKind = "CHECKBOX" | "DATE" | "DATETIME" | "DURATION" | "EMAIL" | "MONEY" | "NUMBER" | "PERCENT" | "PHONE" | "RECORD" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "USERS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordFormFields_recordType$data = {
  readonly fields: ReadonlyArray<{
    readonly defaultValue: unknown | null | undefined;
    readonly extra: {
      readonly condition: {
        readonly field: string;
        readonly value: string;
      } | null | undefined;
      readonly numberOfColumn: number;
      readonly requiredForRole: string | null | undefined;
    } | null | undefined;
    readonly kind: FieldKind;
    readonly name: string;
    readonly readOnly: boolean;
    readonly refTypeField: string | null | undefined;
    readonly required: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"FieldInput_field">;
  }>;
  readonly label: string;
  readonly name: string;
  readonly " $fragmentType": "RecordFormFields_recordType";
};
export type RecordFormFields_recordType$key = {
  readonly " $data"?: RecordFormFields_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordFormFields_recordType">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordFormFields_recordType",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
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
          "name": "refTypeField",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ExtraFieldInfo",
          "kind": "LinkedField",
          "name": "extra",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "numberOfColumn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "requiredForRole",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ExtraFieldCondition",
              "kind": "LinkedField",
              "name": "condition",
              "plural": false,
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
                }
              ],
              "storageKey": null
            }
          ],
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
})();

(node as any).hash = "350918b3e898869495af384be6f617f8";

export default node;
