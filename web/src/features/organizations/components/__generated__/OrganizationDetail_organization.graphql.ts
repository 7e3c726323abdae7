/**
 * @generated SignedSource<<c4219ab6b20d2998799ff5c1d4085ad7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationDetail_organization$data = {
  readonly addresses: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AddressList_addresses">;
  }>;
  readonly createdAt: string;
  readonly description: string | null | undefined;
  readonly industry: string | null | undefined;
  readonly name: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationPeople_organization" | "RecordLock_record">;
  readonly " $fragmentType": "OrganizationDetail_organization";
};
export type OrganizationDetail_organization$key = {
  readonly " $data"?: OrganizationDetail_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationDetail_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationDetail_organization",
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
      "name": "industry",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordLock_record"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrganizationPeople_organization"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "5d0860dc849af52f0f4cd7ef6c88b8d2";

export default node;
