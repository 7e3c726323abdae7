/**
 * @generated SignedSource<<4250aed4fef5df9431af79bcaf0ad433>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordAddButton_recordType$data = {
  readonly addDeniedMessage: string;
  readonly canAdd: boolean;
  readonly label: string;
  readonly name: string;
  readonly " $fragmentType": "RecordAddButton_recordType";
};
export type RecordAddButton_recordType$key = {
  readonly " $data"?: RecordAddButton_recordType$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordAddButton_recordType">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordAddButton_recordType",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canAdd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addDeniedMessage",
      "storageKey": null
    }
  ],
  "type": "RecordType",
  "abstractKey": null
};

(node as any).hash = "ebada8e16b03cb7321538daad8478b1f";

export default node;
