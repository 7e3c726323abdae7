/**
 * @generated SignedSource<<6aa1c4ccfc1e474ddcda938c66934149>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressList_addresses$data = ReadonlyArray<{
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly isPrimary: boolean;
  readonly postal: string | null | undefined;
  readonly province: string | null | undefined;
  readonly street: string | null | undefined;
  readonly " $fragmentType": "AddressList_addresses";
}>;
export type AddressList_addresses$key = ReadonlyArray<{
  readonly " $data"?: AddressList_addresses$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressList_addresses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AddressList_addresses",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "province",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrimary",
      "storageKey": null
    }
  ],
  "type": "Address",
  "abstractKey": null
};

(node as any).hash = "717d9847c8327b8657e6bbfbc34b675f";

export default node;
