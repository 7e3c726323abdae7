/**
 * @generated SignedSource<<320af642bc67423a2ae3a732dacd772e>>
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
  readonly name: string;
  readonly " $fragmentType": "RecordRow_recordType";
};
export type RecordRow_recordType$key = {
  readonly " $data"?: RecordRow_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordRow_recordType">;
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
  "name": "RecordRow_recordType",
  "selections": [
    (v0/*:: as any*/),
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
})();

(node as any).hash = "53f86886aa9ec519d3f80502a70d2fed";

export default node;
