/**
 * @generated SignedSource<<ef87772411ab3b2d2f113b1ba783abb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FieldKind = "CHECKBOX" | "DATE" | "DATETIME" | "DURATION" | "EMAIL" | "MONEY" | "NUMBER" | "PERCENT" | "PHONE" | "RECORD" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "USERS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FieldInput_field$data = {
  readonly extra: {
    readonly fieldType: string;
  } | null | undefined;
  readonly kind: FieldKind;
  readonly label: string;
  readonly max: number | null | undefined;
  readonly maxLength: number | null | undefined;
  readonly min: number | null | undefined;
  readonly name: string;
  readonly options: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly refType: string | null | undefined;
  readonly required: boolean;
  readonly " $fragmentType": "FieldInput_field";
};
export type FieldInput_field$key = {
  readonly " $data"?: FieldInput_field$data;
  readonly " $fragmentSpreads": FragmentRefs<"FieldInput_field">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FieldInput_field",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "maxLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "min",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "max",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldOption",
      "kind": "LinkedField",
      "name": "options",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
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
          "name": "fieldType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RecordField",
  "abstractKey": null
};
})();

(node as any).hash = "8d250e354ffad787df88bdff96004b4e";

export default node;
