/**
 * @generated SignedSource<<11e2986fa95363dc6da4e1a997373dcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonDetail_person$data = {
  readonly addresses: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AddressList_addresses">;
  }>;
  readonly createdAt: string;
  readonly description: string | null | undefined;
  readonly jobTitle: string | null | undefined;
  readonly name: string;
  readonly organization: {
    readonly name: string;
    readonly rowId: number;
  } | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentType": "PersonDetail_person";
};
export type PersonDetail_person$key = {
  readonly " $data"?: PersonDetail_person$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonDetail_person">;
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
  "name": "PersonDetail_person",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobTitle",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rowId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "addresses",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AddressList_addresses"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Person",
  "abstractKey": null
};
})();

(node as any).hash = "f0be4312ba02b0f4f13c7fa2a7bbbe38";

export default node;
