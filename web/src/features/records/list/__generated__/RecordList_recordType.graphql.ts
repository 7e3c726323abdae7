/**
 * @generated SignedSource<<2c663447d27311549d8392a71ae36160>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordList_recordType$data = {
  readonly fields: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
  readonly label: string;
  readonly name: string;
  readonly pluralLabel: string;
  readonly sortFields: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"RecordAddButton_recordType" | "RecordRow_recordType">;
  readonly " $fragmentType": "RecordList_recordType";
};
export type RecordList_recordType$key = {
  readonly " $data"?: RecordList_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordList_recordType">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
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
  "name": "RecordList_recordType",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pluralLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sortFields",
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordAddButton_recordType"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordRow_recordType"
    }
  ],
  "type": "RecordType",
  "abstractKey": null
};
})();

(node as any).hash = "8f0b03757c9a5496c9e84eb6d12c62f1";

export default node;
