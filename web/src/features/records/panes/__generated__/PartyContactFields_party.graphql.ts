/**
 * @generated SignedSource<<d9477e5bebbe25c56dae590ceeb22466>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartyContactFields_party$data = {
  readonly addresses: ReadonlyArray<{
    readonly city: string | null | undefined;
    readonly country: string | null | undefined;
    readonly description: string | null | undefined;
    readonly fax: string | null | undefined;
    readonly id: string;
    readonly isPrimary: boolean;
    readonly isPrimaryMobile: boolean;
    readonly isSecondaryMobile: boolean;
    readonly postal: string | null | undefined;
    readonly primaryPhone: string | null | undefined;
    readonly province: string | null | undefined;
    readonly rowId: number;
    readonly secondaryPhone: string | null | undefined;
    readonly street: string | null | undefined;
  }>;
  readonly emails: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly isPrimary: boolean;
    readonly rowId: number;
  }>;
  readonly phones: ReadonlyArray<{
    readonly id: string;
    readonly isPrimary: boolean;
    readonly phoneNumber: string;
    readonly rowId: number;
    readonly type: string | null | undefined;
  }>;
  readonly " $fragmentType": "PartyContactFields_party";
};
export type PartyContactFields_party$key = {
  readonly " $data"?: PartyContactFields_party$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartyContactFields_party">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPrimary",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartyContactFields_party",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "addresses",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "primaryPhone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "secondaryPhone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPrimaryMobile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSecondaryMobile",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Phone",
      "kind": "LinkedField",
      "name": "phones",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneNumber",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EmailAddress",
      "kind": "LinkedField",
      "name": "emails",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Party",
  "abstractKey": "__isParty"
};
})();

(node as any).hash = "1c77bb25a1cb7bcc75ffc790124e292e";

export default node;
