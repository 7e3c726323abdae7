/**
 * @generated SignedSource<<591485fab84d87f010e4cf8e897dceaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FieldFormat = "ID" | "%future added value";
export type FieldKind = "CHECKBOX" | "DATE" | "DATETIME" | "DURATION" | "EMAIL" | "MONEY" | "NUMBER" | "PERCENT" | "PHONE" | "RECORD" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "USERS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FieldDisplay_value$data = {
  readonly format: FieldFormat | null | undefined;
  readonly kind: FieldKind;
  readonly text: string | null | undefined;
  readonly url: string | null | undefined;
  readonly user: {
    readonly fullName: string;
  } | null | undefined;
  readonly users: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
  }>;
  readonly value: unknown | null | undefined;
  readonly " $fragmentType": "FieldDisplay_value";
};
export type FieldDisplay_value$key = {
  readonly " $data"?: FieldDisplay_value$data;
  readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FieldDisplay_value",
  "selections": [
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
      "name": "format",
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
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "users",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "FieldValue",
  "abstractKey": null
};
})();

(node as any).hash = "4b33bde0f878b6e820707895f5ea75ae";

export default node;
