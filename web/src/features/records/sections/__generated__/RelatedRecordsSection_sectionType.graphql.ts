/**
 * @generated SignedSource<<6a772a656ef547d9e57f3eab9b480b07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedRecordsSection_sectionType$data = {
  readonly fields: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
  readonly listFields: ReadonlyArray<string>;
  readonly name: string;
  readonly pluralLabel: string;
  readonly traits: {
    readonly parented: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RecordAddButton_recordType">;
  readonly " $fragmentType": "RelatedRecordsSection_sectionType";
};
export type RelatedRecordsSection_sectionType$key = {
  readonly " $data"?: RelatedRecordsSection_sectionType$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedRecordsSection_sectionType">;
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
  "name": "RelatedRecordsSection_sectionType",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "listFields",
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
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordTraits",
      "kind": "LinkedField",
      "name": "traits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "parented",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordAddButton_recordType"
    }
  ],
  "type": "RecordType",
  "abstractKey": null
};
})();

(node as any).hash = "0ae87f3d45e706ee68fdbcfb70bea396";

export default node;
