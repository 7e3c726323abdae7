/**
 * @generated SignedSource<<0677bbfce05fc3f5cad386c7de2ce567>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Extension = "ALL" | "CRM" | "PROJECT" | "SUPPORT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConfirmSubscriptionForm_page$data = {
  readonly freeUsers: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
  }>;
  readonly inactiveUsers: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
  }>;
  readonly sections: ReadonlyArray<{
    readonly daysLeft: number | null | undefined;
    readonly monthlyPrice: number;
    readonly role: Extension;
    readonly users: ReadonlyArray<{
      readonly selected: boolean;
      readonly user: {
        readonly email: string | null | undefined;
        readonly fullName: string;
        readonly id: string;
      };
    }>;
    readonly yearlyPrice: number;
    readonly yearlyPricePerMonth: number;
  }>;
  readonly totalFreeUser: number;
  readonly " $fragmentType": "ConfirmSubscriptionForm_page";
};
export type ConfirmSubscriptionForm_page$key = {
  readonly " $data"?: ConfirmSubscriptionForm_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmSubscriptionForm_page">;
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
  "name": "fullName",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConfirmSubscriptionForm_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalFreeUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubscriptionSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthlyPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearlyPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearlyPricePerMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SubscriptionSectionUser",
          "kind": "LinkedField",
          "name": "users",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "selected",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "freeUsers",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "inactiveUsers",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "SubscriptionPage",
  "abstractKey": null
};
})();

(node as any).hash = "c8734dcc4b89f77d290341cc6c29fe3a";

export default node;
