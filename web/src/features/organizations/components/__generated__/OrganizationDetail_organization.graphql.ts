/**
 * @generated SignedSource<<115d61a67ce2c49129e3d508f294f8bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationDetail_organization$data = {
  readonly addresses: ReadonlyArray<{
    readonly city: string | null | undefined;
    readonly country: string | null | undefined;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly isPrimary: boolean;
    readonly postal: string | null | undefined;
    readonly province: string | null | undefined;
    readonly street: string | null | undefined;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
})();

(node as any).hash = "bcc6d81d6bc973a035edb44843221dd1";

export default node;
