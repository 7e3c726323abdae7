/**
 * @generated SignedSource<<df6aac3829e4a764c0ecdbdb08a93d5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactList_party$data = {
  readonly emails: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly isPrimary: boolean;
  }>;
  readonly phones: ReadonlyArray<{
    readonly id: string;
    readonly isPrimary: boolean;
    readonly phoneNumber: string;
    readonly type: string | null | undefined;
  }>;
  readonly " $fragmentType": "ContactList_party";
};
export type ContactList_party$key = {
  readonly " $data"?: ContactList_party$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactList_party">;
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
  "name": "isPrimary",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactList_party",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Phone",
      "kind": "LinkedField",
      "name": "phones",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
        (v1/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Party",
  "abstractKey": "__isParty"
};
})();

(node as any).hash = "60d8579123879c334576872842dcef2f";

export default node;
