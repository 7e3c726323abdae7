/**
 * @generated SignedSource<<8841f57bfe1317bccf883a0a50f931a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CriteriaBuilder_model$data = {
  readonly fields: ReadonlyArray<{
    readonly kind: string;
    readonly label: string;
    readonly lookupType: string | null | undefined;
    readonly name: string;
    readonly operators: ReadonlyArray<string>;
    readonly options: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  }>;
  readonly " $fragmentType": "CriteriaBuilder_model";
};
export type CriteriaBuilder_model$key = {
  readonly " $data"?: CriteriaBuilder_model$data;
  readonly " $fragmentSpreads": FragmentRefs<"CriteriaBuilder_model">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CriteriaBuilder_model",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "operators",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchFieldOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lookupType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchModel",
  "abstractKey": null
};
})();

(node as any).hash = "f4ba70617f60b6a47e7438ec935a19c5";

export default node;
