/**
 * @generated SignedSource<<30eb5318f5defa148b80529eaea9a755>>
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
  readonly value: unknown | null | undefined;
  readonly " $fragmentType": "FieldDisplay_value";
};
export type FieldDisplay_value$key = {
  readonly " $data"?: FieldDisplay_value$data;
  readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
};

const node: ReaderFragment = {
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
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "FieldValue",
  "abstractKey": null
};

(node as any).hash = "1447b88f7c5e0575f640d853ab74b5ad";

export default node;
