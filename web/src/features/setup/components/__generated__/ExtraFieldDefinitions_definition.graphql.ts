/**
 * @generated SignedSource<<77269cb48234a70dd1ba155fb76e58e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExtraFieldType = "ACCOUNT" | "CHECKBOX" | "DATE" | "NUMBER" | "PERSON" | "RADIO" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExtraFieldDefinitions_definition$data = {
  readonly condition: {
    readonly field: string;
    readonly value: string;
  } | null | undefined;
  readonly fieldType: ExtraFieldType;
  readonly id: string;
  readonly isRequired: boolean;
  readonly name: string;
  readonly numberOfColumn: number;
  readonly options: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly sortOrder: number;
  readonly " $fragmentType": "ExtraFieldDefinitions_definition";
};
export type ExtraFieldDefinitions_definition$key = {
  readonly " $data"?: ExtraFieldDefinitions_definition$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExtraFieldDefinitions_definition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExtraFieldDefinitions_definition",
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
      "name": "fieldType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRequired",
      "storageKey": null
    },
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
      "name": "sortOrder",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ExtraFieldDefinition",
  "abstractKey": null
};
})();

(node as any).hash = "34d11a17d68fa05c4d1905e471c0e81d";

export default node;
