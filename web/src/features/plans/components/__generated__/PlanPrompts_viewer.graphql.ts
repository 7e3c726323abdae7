/**
 * @generated SignedSource<<a82fafb4daef04e58532722fce16ea5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanPrompts_viewer$data = {
  readonly isAdministrator: boolean;
  readonly plan: {
    readonly extendTrial: boolean;
    readonly retrialOffer: {
      readonly message: string | null | undefined;
      readonly role: string;
    } | null | undefined;
    readonly trialMessage: string | null | undefined;
    readonly trialOffer: {
      readonly role: string;
    } | null | undefined;
    readonly upgradeMessage: string | null | undefined;
  };
  readonly " $fragmentType": "PlanPrompts_viewer";
};
export type PlanPrompts_viewer$key = {
  readonly " $data"?: PlanPrompts_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanPrompts_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanPrompts_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdministrator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanPrompts",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialMessage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upgradeMessage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extendTrial",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanRoleOffer",
          "kind": "LinkedField",
          "name": "retrialOffer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanRoleOffer",
          "kind": "LinkedField",
          "name": "trialOffer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "53a8c90b8fbd43cc5a3d0310df2ee797";

export default node;
